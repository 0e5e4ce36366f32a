-- Keyset pages start in the index for every role: a smallint copy of rating (numeric comparisons are not leakproof under RLS), list indexes without a listed-only predicate.

alter table public.providers
  add column rating_tenths smallint generated always as ((rating * 10)::smallint) stored;

create index providers_listed_rating_tenths_idx on public.providers (rating_tenths desc nulls last, id)
  where verification_status = 'verified' or is_sample;

grant select (rating_tenths) on public.providers to anon;

drop index public.temples_listed_name_idx;
drop index public.temple_events_listed_idx;
drop index public.seva_programs_listed_idx;

-- /explore, its events and /pray in their list orders (keyset pages). Not partial: a signed-in
-- admin's policy also passes their own unlisted rows, so no listed-only predicate holds for them.
create index temples_listing_order_idx on public.temples (is_sample, name, id);

create index temple_events_listing_order_idx on public.temple_events (is_sample, starts_at, id);

create index seva_programs_listing_order_idx on public.seva_programs (is_sample, created_at desc, id);

create or replace view public.provider_listings with (security_invoker = true) as
select p.id, p.slug, p.kind, p.display_name, p.bio, p.specialisations, p.languages, p.city,
       p.years_experience, p.photo_path, p.photo_alt, p.rating, p.review_count, p.follower_count,
       p.verification_status, p.is_sample, p.offering_kinds, p.offering_modes,
       p.lowest_price_paise, p.language_keys, p.verified_at, p.rating_tenths
  from public.providers p
 where p.verification_status = 'verified' or p.is_sample;
