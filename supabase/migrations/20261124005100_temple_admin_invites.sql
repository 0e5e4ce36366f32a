-- Co-administrators: a temple's admin invites someone by e-mail; whoever holds that verified
-- address accepts (signed in) and becomes an admin of this temple only. A temple keeps at least
-- one admin.
create table public.temple_admin_invites (
  id uuid primary key default gen_random_uuid(),
  temple_id uuid not null references public.temples (id) on delete cascade,
  email text not null check (email = lower(trim(email)) and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  invited_by uuid references auth.users (id) on delete set null,
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  created_at timestamptz not null default now()
);
-- One open invitation per address per temple; the invitee's list by address.
create unique index temple_admin_invites_open_idx on public.temple_admin_invites (temple_id, email)
  where accepted_at is null;
create index temple_admin_invites_email_idx on public.temple_admin_invites (email);

alter table public.temple_admin_invites enable row level security;
revoke all on table public.temple_admin_invites from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.temple_admin_invites to service_role;
grant select, delete on public.temple_admin_invites to authenticated;
create policy "Admins see their temple's invitations" on public.temple_admin_invites
  for select to authenticated using (app_private.administers_temple(temple_id));
create policy "Admins withdraw invitations" on public.temple_admin_invites
  for delete to authenticated using (app_private.administers_temple(temple_id) and accepted_at is null);

-- The caller's address, only once they have confirmed it.
create function app_private.confirmed_email() returns text
  language sql stable security definer set search_path = ''
as $$
  select lower(u.email) from auth.users u
   where u.id = (select auth.uid()) and u.email_confirmed_at is not null
$$;

create function public.invite_temple_admin(temple_id uuid, email text)
  returns public.temple_admin_invites
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  address text := lower(trim(email));
  invite public.temple_admin_invites;
begin
  if not app_private.administers_temple(invite_temple_admin.temple_id) then
    raise exception 'Temple not found' using errcode = 'PT404', hint = 'Check you administer this temple.';
  end if;
  if address !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or length(address) > 254 then
    raise exception 'Enter an e-mail address like name@example.com' using errcode = '22023';
  end if;
  if exists (select 1 from public.temple_admins a join auth.users u on u.id = a.user_id
              where a.temple_id = invite_temple_admin.temple_id and lower(u.email) = address) then
    raise exception '% is already an administrator of this temple', address using errcode = 'PT409';
  end if;
  if (select count(*) from public.temple_admin_invites i
       where i.temple_id = invite_temple_admin.temple_id and i.accepted_at is null
         and i.expires_at > now()) >= 20 then
    raise exception 'A temple has at most 20 open invitations'
      using errcode = 'PT409', hint = 'Withdraw one that is no longer needed.';
  end if;
  -- An expired invitation to the same address gives way to the new one.
  delete from public.temple_admin_invites i
   where i.temple_id = invite_temple_admin.temple_id and i.email = address
     and i.accepted_at is null and i.expires_at <= now();
  insert into public.temple_admin_invites (temple_id, email, invited_by)
  values (invite_temple_admin.temple_id, address, uid)
  returning * into invite;
  perform app_private.enqueue_job('temple.admin_invite', jsonb_build_object('invite_id', invite.id));
  return invite;
exception
  when unique_violation then
    raise exception '% is already invited', address
      using errcode = 'PT409', hint = 'They can accept from the e-mail they received.';
end
$$;

-- The open invitations for the caller's confirmed address.
create function public.my_temple_admin_invites()
  returns table (id uuid, temple_name text, temple_slug text, expires_at timestamptz)
  language sql stable security definer set search_path = ''
as $$
  select i.id, t.name, t.slug, i.expires_at
    from public.temple_admin_invites i join public.temples t on t.id = i.temple_id
   where i.email = app_private.confirmed_email() and i.accepted_at is null and i.expires_at > now()
   order by i.created_at desc
$$;

create function public.accept_temple_admin_invite(invite_id uuid)
  returns public.temple_admins
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  invite public.temple_admin_invites;
  admin public.temple_admins;
begin
  select * into invite from public.temple_admin_invites i
   where i.id = accept_temple_admin_invite.invite_id and i.email = app_private.confirmed_email()
   for update;
  if not found then
    raise exception 'Invitation not found'
      using errcode = 'PT404', hint = 'Sign in with the address the invitation was sent to.';
  end if;
  if invite.accepted_at is not null or invite.expires_at <= now() then
    raise exception 'This invitation has expired or was already used'
      using errcode = 'PT409', hint = 'Ask the temple to invite you again.';
  end if;
  update public.temple_admin_invites i set accepted_at = now() where i.id = invite.id;
  insert into public.temple_admins (temple_id, user_id) values (invite.temple_id, uid)
  on conflict do nothing;
  select * into admin from public.temple_admins a where a.temple_id = invite.temple_id and a.user_id = uid;
  return admin;
end
$$;

-- Fellow admins of a temple as its admins see them: name and address.
create function public.list_temple_admins(temple_id uuid)
  returns table (user_id uuid, display_name text, email text)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not app_private.administers_temple(list_temple_admins.temple_id) then
    raise exception 'Temple not found' using errcode = 'PT404', hint = 'Check you administer this temple.';
  end if;
  return query
    select a.user_id, coalesce(nullif(p.display_name, ''), u.email), u.email
      from public.temple_admins a
      join auth.users u on u.id = a.user_id
      left join public.profiles p on p.id = a.user_id
     where a.temple_id = list_temple_admins.temple_id
     order by a.created_at;
end
$$;

-- A temple is never left without an administrator (unless the temple itself is deleted).
create function app_private.keep_one_temple_admin() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.temples t where t.id = old.temple_id)
     and not exists (select 1 from public.temple_admins a where a.temple_id = old.temple_id) then
    raise exception 'A temple needs at least one administrator'
      using errcode = 'PT409', hint = 'Invite another administrator before you step down.';
  end if;
  return null;
end
$$;
create constraint trigger temple_admins_keep_one
  after delete on public.temple_admins
  deferrable initially immediate
  for each row execute function app_private.keep_one_temple_admin();

revoke execute on function
  app_private.confirmed_email(), app_private.keep_one_temple_admin()
  from public;
revoke execute on function
  public.invite_temple_admin(uuid, text), public.my_temple_admin_invites(),
  public.accept_temple_admin_invite(uuid), public.list_temple_admins(uuid)
  from public, anon;
grant execute on function
  public.invite_temple_admin(uuid, text), public.my_temple_admin_invites(),
  public.accept_temple_admin_invite(uuid), public.list_temple_admins(uuid)
  to authenticated, service_role;
