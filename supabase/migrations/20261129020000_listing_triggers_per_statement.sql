-- Provider aggregates follow offerings once per statement, and the listing triggers fire in replica mode, so bulk loads stay fast and right.

drop trigger offerings_follow_provider on public.offerings;
drop function app_private.follow_provider_offerings();
drop function app_private.refresh_provider_offerings(uuid);

-- providers.offering_kinds, offering_modes and lowest_price_paise: those of its active offerings.
create function app_private.refresh_provider_offerings(targets uuid[]) returns void
  language sql security definer set search_path = ''
as $$
  update public.providers p
     set offering_kinds = a.kinds, offering_modes = a.modes, lowest_price_paise = a.lowest
    from (select t.id,
                 coalesce(array_agg(distinct o.kind) filter (where o.id is not null), '{}') as kinds,
                 coalesce(array_agg(distinct o.mode) filter (where o.id is not null), '{}') as modes,
                 min(o.price_paise) as lowest
            from unnest(targets) t (id)
            left join public.offerings o on o.provider_id = t.id and o.active
           group by t.id) a
   where p.id = a.id
     and (p.offering_kinds, p.offering_modes, p.lowest_price_paise)
         is distinct from (a.kinds, a.modes, a.lowest)
$$;

-- Once per statement, for the providers whose offerings it wrote: a bulk insert updates each
-- provider once, not once per offering.
create function app_private.follow_provider_offerings() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform app_private.refresh_provider_offerings(
      array(select distinct n.provider_id from new_rows n where n.provider_id is not null));
  elsif tg_op = 'UPDATE' then
    perform app_private.refresh_provider_offerings(
      array(select n.provider_id from new_rows n where n.provider_id is not null
            union select o.provider_id from old_rows o where o.provider_id is not null));
  else
    perform app_private.refresh_provider_offerings(
      array(select distinct o.provider_id from old_rows o where o.provider_id is not null));
  end if;
  return null;
end
$$;

revoke execute on function
  app_private.refresh_provider_offerings(uuid[]),
  app_private.follow_provider_offerings()
  from public, anon, authenticated, service_role;

create trigger offerings_follow_provider_insert
  after insert on public.offerings referencing new table as new_rows
  for each statement execute function app_private.follow_provider_offerings();

create trigger offerings_follow_provider_update
  after update on public.offerings referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.follow_provider_offerings();

create trigger offerings_follow_provider_delete
  after delete on public.offerings referencing old table as old_rows
  for each statement execute function app_private.follow_provider_offerings();

-- Derived columns stay right under bulk loads in replica mode (a data-only restore, a seed).
alter table public.temples enable always trigger temples_follow_listing;
alter table public.temple_events enable always trigger temple_events_fill_host_listed;
alter table public.seva_programs enable always trigger seva_programs_fill_host_listed;
alter table public.temple_photos enable always trigger temple_photos_fill_host_listed;
alter table public.providers enable always trigger providers_follow_listing;
alter table public.providers enable always trigger providers_fill_language_keys;
alter table public.offerings enable always trigger offerings_fill_host_listed;
alter table public.offerings enable always trigger offerings_follow_provider_insert;
alter table public.offerings enable always trigger offerings_follow_provider_update;
alter table public.offerings enable always trigger offerings_follow_provider_delete;
alter table public.live_sessions enable always trigger live_sessions_fill_host_listed;
