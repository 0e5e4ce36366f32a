-- Gurus and pujaris associated with a temple: the temple invites a listed provider, the provider
-- accepts or declines; accepted associations show on the temple's page. Either side may end one.
create type public.temple_provider_status as enum ('invited', 'accepted', 'declined');

create table public.temple_providers (
  temple_id uuid not null references public.temples (id) on delete cascade,
  provider_id uuid not null references public.providers (id) on delete cascade,
  status public.temple_provider_status not null default 'invited',
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  primary key (temple_id, provider_id)
);
-- A provider's invitations and temples.
create index temple_providers_provider_idx on public.temple_providers (provider_id);

alter table public.temple_providers enable row level security;
revoke all on table public.temple_providers from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.temple_providers to service_role;
grant select on public.temple_providers to anon, authenticated;
create policy "Anyone sees accepted associations of listed hosts" on public.temple_providers
  for select to anon, authenticated
  using (status = 'accepted' and app_private.is_listed_temple(temple_id)
         and app_private.is_listed_provider(provider_id));
create policy "Both sides see their associations" on public.temple_providers
  for select to authenticated
  using (app_private.administers_temple(temple_id) or app_private.owns_provider(provider_id));

-- The temple invites a verified provider (again after a decline); the provider hears in the app.
create function public.invite_temple_provider(temple_id uuid, provider_id uuid)
  returns public.temple_providers
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  temple public.temples;
  provider public.providers;
  association public.temple_providers;
begin
  select * into temple from public.temples t where t.id = invite_temple_provider.temple_id;
  if not found or not app_private.administers_temple(temple.id) then
    raise exception 'Temple not found' using errcode = 'PT404', hint = 'Check you administer this temple.';
  end if;
  select * into provider from public.providers p
   where p.id = invite_temple_provider.provider_id and p.verification_status = 'verified' and not p.is_sample;
  if not found then
    raise exception 'Only verified gurus and pujaris can be invited'
      using errcode = 'PT404', hint = 'Search the verified providers.';
  end if;
  insert into public.temple_providers (temple_id, provider_id, invited_by)
  values (temple.id, provider.id, uid)
  on conflict on constraint temple_providers_pkey do update
     set status = 'invited', invited_by = uid, created_at = now(), responded_at = null
   where public.temple_providers.status = 'declined'
  returning * into association;
  if not found then
    raise exception '% is already invited or associated', provider.display_name
      using errcode = 'PT409', hint = 'Wait for their answer, or remove the association first.';
  end if;
  perform app_private.notify(array[provider.user_id], 'temple_invitation',
                             temple.name || ' invites you to join its gurus',
                             'Accept or decline from your profile.', '/profile');
  return association;
end
$$;

-- The provider answers an invitation to a temple.
create function public.respond_to_temple_invitation(temple_id uuid, accept boolean)
  returns public.temple_providers
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  association public.temple_providers;
begin
  update public.temple_providers a
     set status = case when accept then 'accepted'::public.temple_provider_status else 'declined' end,
         responded_at = now()
   where a.temple_id = respond_to_temple_invitation.temple_id and a.status = 'invited'
     and a.provider_id in (select p.id from public.providers p where p.user_id = uid)
  returning * into association;
  if not found then
    raise exception 'Invitation not found'
      using errcode = 'PT404', hint = 'It may have been withdrawn by the temple.';
  end if;
  return association;
end
$$;

-- Either side ends an association or withdraws an invitation.
create function public.remove_temple_provider(temple_id uuid, provider_id uuid)
  returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  delete from public.temple_providers a
   where a.temple_id = remove_temple_provider.temple_id
     and a.provider_id = remove_temple_provider.provider_id
     and (app_private.administers_temple(a.temple_id) or app_private.owns_provider(a.provider_id));
  if not found then
    raise exception 'Association not found' using errcode = 'PT404';
  end if;
end
$$;

revoke execute on function
  public.invite_temple_provider(uuid, uuid),
  public.respond_to_temple_invitation(uuid, boolean),
  public.remove_temple_provider(uuid, uuid)
  from public, anon;
grant execute on function
  public.invite_temple_provider(uuid, uuid),
  public.respond_to_temple_invitation(uuid, boolean),
  public.remove_temple_provider(uuid, uuid)
  to authenticated, service_role;
