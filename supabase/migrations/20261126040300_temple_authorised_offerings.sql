-- A temple vouches for an offering: its own, or one by a guru or pujari who serves there (an accepted temple_providers row). Devotees see which temple authorised it; owners cannot set it themselves.

alter table public.offerings
  add column authorised_by_temple_id uuid references public.temples (id) on delete set null,
  add column authorised_at timestamptz;
-- The column grants on offerings name their columns, so owners get no insert or update on these:
-- only set_temple_authorisation writes them. An index for a temple's authorised offerings.
create index offerings_authorised_by_idx on public.offerings (authorised_by_temple_id)
  where authorised_by_temple_id is not null;

-- authorised_at means nothing without the temple (which `on delete set null` may clear).
create function app_private.clear_authorised_at() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.authorised_by_temple_id is null then
    new.authorised_at := null;
  end if;
  return new;
end
$$;
create trigger offerings_clear_authorised_at
  before update of authorised_by_temple_id on public.offerings
  for each row execute function app_private.clear_authorised_at();

create function public.set_temple_authorisation(offering uuid, temple uuid, authorised boolean)
  returns public.offerings
  language plpgsql security definer set search_path = ''
as $$
declare
  chosen public.offerings;
  temple_name text;
begin
  perform app_private.require_user();
  if not app_private.administers_temple(set_temple_authorisation.temple) then
    raise exception 'Only this temple''s administrators can authorise offerings in its name'
      using errcode = '42501', hint = 'Sign in with an account that administers the temple.';
  end if;
  select * into chosen from public.offerings o where o.id = set_temple_authorisation.offering for update;
  if not found then
    raise exception 'Offering not found' using errcode = 'PT404';
  end if;
  if chosen.temple_id is distinct from set_temple_authorisation.temple
     and not exists (select 1 from public.temple_providers tp
                      where tp.temple_id = set_temple_authorisation.temple
                        and tp.provider_id = chosen.provider_id and tp.status = 'accepted') then
    raise exception 'This offering is not linked to your temple'
      using errcode = '22023',
            hint = 'Authorise your temple''s own offerings, or those of gurus and pujaris who have accepted your invitation.';
  end if;
  if chosen.authorised_by_temple_id is distinct from set_temple_authorisation.temple
     and chosen.authorised_by_temple_id is not null then
    raise exception 'Another temple has authorised this offering'
      using errcode = 'PT409', hint = 'An offering carries one temple''s authorisation; only that temple can withdraw it.';
  end if;
  if coalesce(set_temple_authorisation.authorised, false) = (chosen.authorised_by_temple_id is not null) then
    return chosen;
  end if;
  update public.offerings o
     set authorised_by_temple_id = case when set_temple_authorisation.authorised then set_temple_authorisation.temple end,
         authorised_at = case when set_temple_authorisation.authorised then now() end
   where o.id = chosen.id
   returning * into chosen;
  if set_temple_authorisation.authorised and chosen.provider_id is not null then
    select t.name into temple_name from public.temples t where t.id = set_temple_authorisation.temple;
    perform app_private.notify(
      array(select p.user_id from public.providers p where p.id = chosen.provider_id),
      'offering_authorised', temple_name || ' authorised your offering', chosen.title, '/services');
  end if;
  return chosen;
end
$$;

-- A guru or pujari who stops serving at a temple loses that temple's authorisation of their
-- offerings.
create function app_private.drop_temple_authorisations() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.status = 'accepted' then
    return null;
  end if;
  update public.offerings o set authorised_by_temple_id = null
   where o.provider_id = old.provider_id and o.authorised_by_temple_id = old.temple_id;
  return null;
end
$$;
create trigger temple_providers_drop_authorisations
  after delete or update of status on public.temple_providers
  for each row when (old.status = 'accepted')
  execute function app_private.drop_temple_authorisations();

revoke execute on function
  app_private.clear_authorised_at(), app_private.drop_temple_authorisations()
  from public;
revoke execute on function public.set_temple_authorisation(uuid, uuid, boolean) from public, anon;
grant execute on function public.set_temple_authorisation(uuid, uuid, boolean) to authenticated, service_role;
