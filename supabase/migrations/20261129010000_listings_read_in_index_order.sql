-- /connect, /explore and /pray read a page of rows in index order: provider aggregates kept on the row, indexes per list order.

alter table public.providers
  add column offering_kinds public.offering_kind[] not null default '{}',
  add column offering_modes public.offering_mode[] not null default '{}',
  add column lowest_price_paise integer,
  add column language_keys text[] not null default '{}';

-- providers.offering_kinds, offering_modes and lowest_price_paise: those of its active offerings.
create function app_private.refresh_provider_offerings(provider uuid) returns void
  language sql security definer set search_path = ''
as $$
  update public.providers p
     set offering_kinds = a.kinds, offering_modes = a.modes, lowest_price_paise = a.lowest
    from (select coalesce(array_agg(distinct o.kind), '{}') as kinds,
                 coalesce(array_agg(distinct o.mode), '{}') as modes,
                 min(o.price_paise) as lowest
            from public.offerings o
           where o.provider_id = provider and o.active) a
   where p.id = provider
     and (p.offering_kinds, p.offering_modes, p.lowest_price_paise)
         is distinct from (a.kinds, a.modes, a.lowest)
$$;

create function app_private.follow_provider_offerings() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' and old.provider_id is not null then
    perform app_private.refresh_provider_offerings(old.provider_id);
  end if;
  if tg_op <> 'DELETE' and new.provider_id is not null
     and (tg_op = 'INSERT' or new.provider_id is distinct from old.provider_id) then
    perform app_private.refresh_provider_offerings(new.provider_id);
  end if;
  return null;
end
$$;

-- The languages as /connect matches them, whatever case the provider typed.
create function app_private.fill_language_keys() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.language_keys := array(select lower(trim(l)) from unnest(new.languages) l);
  return new;
end
$$;

revoke execute on function
  app_private.refresh_provider_offerings(uuid),
  app_private.follow_provider_offerings(),
  app_private.fill_language_keys()
  from public, anon, authenticated, service_role;

-- Existing rows take their values; updated_at stays, as nothing the owner wrote changed.
alter table public.providers disable trigger providers_touch_updated_at;
update public.providers p set language_keys = array(select lower(trim(l)) from unnest(p.languages) l);
select app_private.refresh_provider_offerings(p.id) from public.providers p;
alter table public.providers enable trigger providers_touch_updated_at;

create trigger offerings_follow_provider
  after insert or delete or update of provider_id, kind, mode, price_paise, active on public.offerings
  for each row execute function app_private.follow_provider_offerings();

create trigger providers_fill_language_keys
  before insert or update of languages on public.providers
  for each row execute function app_private.fill_language_keys();

-- /connect: listed providers in each order it offers, so a page reads its own rows from the index.
create index providers_listed_rating_idx on public.providers (rating desc nulls last, id)
  where verification_status = 'verified' or is_sample;

create index providers_listed_price_idx on public.providers (lowest_price_paise, id)
  where verification_status = 'verified' or is_sample;

create index providers_listed_price_desc_idx on public.providers (lowest_price_paise desc nulls last, id)
  where verification_status = 'verified' or is_sample;

-- /explore: listed temples, real ones first, by name (keyset pages).
create index temples_listed_name_idx on public.temples (is_sample, name, id)
  where verification_status = 'verified' or is_sample;

-- /explore events: listed temples' events, real ones first, by date (keyset pages).
create index temple_events_listed_idx on public.temple_events (is_sample, starts_at, id)
  where cancelled_at is null and host_listed;

-- /pray: listed temples' active programs, real ones first, newest first (keyset pages).
create index seva_programs_listed_idx on public.seva_programs (is_sample, created_at desc, id)
  where active and host_listed;

grant select (offering_kinds, offering_modes, lowest_price_paise, language_keys) on public.providers to anon;

create or replace view public.provider_listings with (security_invoker = true) as
select p.id, p.slug, p.kind, p.display_name, p.bio, p.specialisations, p.languages, p.city,
       p.years_experience, p.photo_path, p.photo_alt, p.rating, p.review_count, p.follower_count,
       p.verification_status, p.is_sample, p.offering_kinds, p.offering_modes,
       p.lowest_price_paise, p.language_keys, p.verified_at
  from public.providers p
 where p.verification_status = 'verified' or p.is_sample;
