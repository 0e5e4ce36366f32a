-- The account behind a listed provider, temple or temple association is nobody's business: anonymous readers get every column of these tables except the user id, so no public answer carries one.

-- Column grants replace anon's table-wide SELECT. PostgreSQL then refuses `select *` (and a
-- filter or order on the user id) with 42501, so every anonymous reader names its columns, and
-- the invoker view provider_listings, which names none of them, keeps working. Signed-in users
-- keep the table-wide grant: owners find their rows by these columns and read back what they write.
revoke select on public.providers, public.temples, public.temple_providers from anon;

grant select (id, kind, slug, display_name, bio, specialisations, languages, city, service_area,
              years_experience, upi_id, photo_path, photo_alt, time_zone, buffer_minutes,
              booking_horizon_days, verification_status, rejection_reason, verified_at, rating,
              review_count, follower_count, is_sample, created_at, updated_at)
  on public.providers to anon;

grant select (id, slug, name, description, city, location, photo_path, photo_alt, upi_id,
              time_zone, verification_status, rejection_reason, verified_at, follower_count,
              is_sample, created_at, updated_at, deity, darshan_timings, aarti_timings, address,
              map_url, registration_number, eighty_g_number, eighty_g_valid_until, receipt_prefix)
  on public.temples to anon;

grant select (temple_id, provider_id, status, created_at, responded_at)
  on public.temple_providers to anon;
