-- Connect's cards show since when a provider is verified, beside the badge.

create or replace view public.provider_listings with (security_invoker = true) as
select p.id, p.slug, p.kind, p.display_name, p.bio, p.specialisations, p.languages, p.city,
       p.years_experience, p.photo_path, p.photo_alt, p.rating, p.review_count, p.follower_count,
       p.verification_status, p.is_sample,
       coalesce(array_agg(distinct o.kind) filter (where o.id is not null), '{}') as offering_kinds,
       coalesce(array_agg(distinct o.mode) filter (where o.id is not null), '{}') as offering_modes,
       min(o.price_paise) as lowest_price_paise,
       array(select lower(trim(l)) from unnest(p.languages) l) as language_keys,
       p.verified_at
  from public.providers p
  left join public.offerings o on o.provider_id = p.id and o.active
 where p.verification_status = 'verified' or p.is_sample
 group by p.id;
