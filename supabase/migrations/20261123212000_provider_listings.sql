-- /connect searches providers by what they offer and at what price; PostgREST cannot filter or sort a parent by its children, so a view carries those figures per provider.

-- security_invoker: the caller's RLS on providers and offerings applies, so only listed providers
-- and their active offerings count, exactly as reading the tables directly would show.
create view public.provider_listings with (security_invoker = true) as
select p.id, p.slug, p.kind, p.display_name, p.bio, p.specialisations, p.languages, p.city,
       p.years_experience, p.photo_path, p.photo_alt, p.rating, p.review_count, p.follower_count,
       p.verification_status, p.is_sample,
       coalesce(array_agg(distinct o.kind) filter (where o.id is not null), '{}') as offering_kinds,
       coalesce(array_agg(distinct o.mode) filter (where o.id is not null), '{}') as offering_modes,
       min(o.price_paise) as lowest_price_paise
  from public.providers p
  left join public.offerings o on o.provider_id = p.id and o.active
 where p.verification_status = 'verified' or p.is_sample
 group by p.id;

grant select on public.provider_listings to anon, authenticated;
