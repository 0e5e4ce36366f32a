-- Listing policies test a column or a once-per-statement set, never call a helper per row, so a list's cost follows its page.
alter table public.offerings add column host_listed boolean not null default false;
alter table public.live_sessions add column host_listed boolean not null default false;
alter table public.temple_events add column host_listed boolean not null default false;
alter table public.seva_programs add column host_listed boolean not null default false;
alter table public.temple_photos add column host_listed boolean not null default false;

create function app_private.owned_provider_ids() returns uuid[]
  language sql stable security definer set search_path = ''
as $$
  select array(select p.id from public.providers p where p.user_id = (select auth.uid()))
$$;

create function app_private.administered_temple_ids() returns uuid[]
  language sql stable security definer set search_path = ''
as $$
  select array(select a.temple_id from public.temple_admins a where a.user_id = (select auth.uid()))
$$;

-- Whether the temple is listed, kept on its events, programs and photos so the public policies
-- test a column instead of calling is_listed_temple for every row a list reads.
create function app_private.fill_temple_listed() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  new.host_listed := app_private.is_listed_temple(new.temple_id);
  return new;
end
$$;

-- A temple verified, suspended or rejected: what it hosts shows or hides with it.
create function app_private.follow_temple_listing() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  listed boolean := new.verification_status = 'verified' or new.is_sample;
begin
  if listed = (old.verification_status = 'verified' or old.is_sample) then
    return null;
  end if;
  update public.temple_events x set host_listed = listed
   where x.temple_id = new.id and x.host_listed <> listed;
  update public.seva_programs x set host_listed = listed
   where x.temple_id = new.id and x.host_listed <> listed;
  update public.temple_photos x set host_listed = listed
   where x.temple_id = new.id and x.host_listed <> listed;
  update public.offerings x set host_listed = app_private.is_listed_host(x.provider_id, x.temple_id)
   where x.temple_id = new.id and x.host_listed <> app_private.is_listed_host(x.provider_id, x.temple_id);
  update public.live_sessions x set host_listed = app_private.is_listed_host(x.provider_id, x.temple_id)
   where x.temple_id = new.id and x.host_listed <> app_private.is_listed_host(x.provider_id, x.temple_id);
  return null;
end
$$;

-- Whether every host is listed, kept on offerings and live sessions so the public policies test a
-- column instead of calling is_listed_host for every row a list reads.
create function app_private.fill_host_listed() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  new.host_listed := app_private.is_listed_host(new.provider_id, new.temple_id);
  return new;
end
$$;

-- A provider verified, suspended or rejected: what they host shows or hides with them.
create function app_private.follow_provider_listing() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if (new.verification_status = 'verified' or new.is_sample)
     = (old.verification_status = 'verified' or old.is_sample) then
    return null;
  end if;
  update public.offerings x set host_listed = app_private.is_listed_host(x.provider_id, x.temple_id)
   where x.provider_id = new.id and x.host_listed <> app_private.is_listed_host(x.provider_id, x.temple_id);
  update public.live_sessions x set host_listed = app_private.is_listed_host(x.provider_id, x.temple_id)
   where x.provider_id = new.id and x.host_listed <> app_private.is_listed_host(x.provider_id, x.temple_id);
  return null;
end
$$;

revoke execute on function
  app_private.owned_provider_ids(),
  app_private.administered_temple_ids()
  from public, anon, authenticated, service_role;

grant execute on function
  app_private.owned_provider_ids(),
  app_private.administered_temple_ids()
  to anon, authenticated, service_role;

revoke execute on function
  app_private.fill_temple_listed(),
  app_private.follow_temple_listing(),
  app_private.fill_host_listed(),
  app_private.follow_provider_listing()
  from public, anon, authenticated, service_role;

-- Existing rows take their host's state; updated_at stays, as nothing the owner wrote changed.
alter table public.offerings disable trigger offerings_touch_updated_at;
alter table public.live_sessions disable trigger live_sessions_touch_updated_at;
alter table public.temple_events disable trigger temple_events_touch_updated_at;
alter table public.seva_programs disable trigger seva_programs_touch_updated_at;
update public.offerings x set host_listed = app_private.is_listed_host(x.provider_id, x.temple_id);
update public.live_sessions x set host_listed = app_private.is_listed_host(x.provider_id, x.temple_id);
update public.temple_events x set host_listed = app_private.is_listed_temple(x.temple_id);
update public.seva_programs x set host_listed = app_private.is_listed_temple(x.temple_id);
update public.temple_photos x set host_listed = app_private.is_listed_temple(x.temple_id);
alter table public.offerings enable trigger offerings_touch_updated_at;
alter table public.live_sessions enable trigger live_sessions_touch_updated_at;
alter table public.temple_events enable trigger temple_events_touch_updated_at;
alter table public.seva_programs enable trigger seva_programs_touch_updated_at;

create trigger temples_follow_listing
  after update of verification_status, is_sample on public.temples
  for each row execute function app_private.follow_temple_listing();

create trigger temple_events_fill_host_listed
  before insert or update of temple_id on public.temple_events
  for each row execute function app_private.fill_temple_listed();

create trigger seva_programs_fill_host_listed
  before insert or update of temple_id on public.seva_programs
  for each row execute function app_private.fill_temple_listed();

create trigger temple_photos_fill_host_listed
  before insert or update of temple_id on public.temple_photos
  for each row execute function app_private.fill_temple_listed();

create trigger providers_follow_listing
  after update of verification_status, is_sample on public.providers
  for each row execute function app_private.follow_provider_listing();

create trigger offerings_fill_host_listed
  before insert or update of provider_id, temple_id on public.offerings
  for each row execute function app_private.fill_host_listed();

create trigger live_sessions_fill_host_listed
  before insert or update of provider_id, temple_id on public.live_sessions
  for each row execute function app_private.fill_host_listed();

drop policy "Admins and MFA platform admins read any temple" on public.temples;
create policy "Admins and MFA platform admins read any temple" on public.temples
  for select to authenticated
  using (id = any ((select app_private.administered_temple_ids())::uuid[]) or (select app_private.is_mfa_platform_admin()));

drop policy "Anyone reads events of listed temples" on public.temple_events;
create policy "Anyone reads events of listed temples" on public.temple_events
  for select to anon, authenticated
  using (cancelled_at is null and host_listed);

drop policy "Admins read their temple's events" on public.temple_events;
create policy "Admins read their temple's events" on public.temple_events
  for select to authenticated using (temple_id = any ((select app_private.administered_temple_ids())::uuid[]));

drop policy "Anyone reads programs of listed temples" on public.seva_programs;
create policy "Anyone reads programs of listed temples" on public.seva_programs
  for select to anon, authenticated using (host_listed);

drop policy "Admins read their programs" on public.seva_programs;
create policy "Admins read their programs" on public.seva_programs
  for select to authenticated using (temple_id = any ((select app_private.administered_temple_ids())::uuid[]));

drop policy "Sessions follow their event" on public.katha_sessions;
create policy "Sessions follow their event" on public.katha_sessions
  for select to anon, authenticated
  using (event_id in (select e.id from public.temple_events e));

drop policy "Anyone sees listed temples' photos" on public.temple_photos;
create policy "Anyone sees listed temples' photos" on public.temple_photos
  for select to anon, authenticated using (host_listed);

drop policy "Admins see their photos" on public.temple_photos;
create policy "Admins see their photos" on public.temple_photos
  for select to authenticated using (temple_id = any ((select app_private.administered_temple_ids())::uuid[]));

drop policy "Anyone reads active offerings of listed hosts" on public.offerings;
create policy "Anyone reads active offerings of listed hosts" on public.offerings
  for select to anon, authenticated
  using (active and host_listed);

drop policy "Hosts read their own offerings" on public.offerings;
create policy "Hosts read their own offerings" on public.offerings
  for select to authenticated
  using (provider_id = any ((select app_private.owned_provider_ids())::uuid[])
         or (provider_id is null and temple_id = any ((select app_private.administered_temple_ids())::uuid[])));

drop policy "Anyone sees accepted associations of listed hosts" on public.temple_providers;
create policy "Anyone sees accepted associations of listed hosts" on public.temple_providers
  for select to anon, authenticated
  using (status = 'accepted'
         and temple_id in (select t.id from public.temples t
                            where t.verification_status = 'verified' or t.is_sample)
         and provider_id in (select p.id from public.providers p
                              where p.verification_status = 'verified' or p.is_sample));

drop policy "Both sides see their associations" on public.temple_providers;
create policy "Both sides see their associations" on public.temple_providers
  for select to authenticated
  using (temple_id = any ((select app_private.administered_temple_ids())::uuid[]) or provider_id = any ((select app_private.owned_provider_ids())::uuid[]));

drop policy "Devotees and hosts read their bookings" on public.bookings;
create policy "Devotees and hosts read their bookings" on public.bookings
  for select to authenticated
  using (devotee_id = (select auth.uid())
         or provider_id = any ((select app_private.owned_provider_ids())::uuid[])
         or (provider_id is null and temple_id = any ((select app_private.administered_temple_ids())::uuid[])));

drop policy "Anyone reads public sessions of listed hosts" on public.live_sessions;
create policy "Anyone reads public sessions of listed hosts" on public.live_sessions
  for select to anon, authenticated
  using (is_public and status <> 'cancelled' and host_listed);

drop policy "Hosts read their sessions" on public.live_sessions;
create policy "Hosts read their sessions" on public.live_sessions
  for select to authenticated
  using (provider_id = any ((select app_private.owned_provider_ids())::uuid[])
         or (provider_id is null and temple_id = any ((select app_private.administered_temple_ids())::uuid[])));

drop policy "Reviewed hosts read their reviews" on public.reviews;
create policy "Reviewed hosts read their reviews" on public.reviews
  for select to authenticated
  using (provider_id = any ((select app_private.owned_provider_ids())::uuid[])
         or (provider_id is null and temple_id = any ((select app_private.administered_temple_ids())::uuid[])));

create or replace view public.public_reviews with (security_barrier = true) as
select r.id, r.provider_id, r.temple_id, b.offering_id, r.rating, r.body, r.reply, r.replied_at,
       r.created_at, r.updated_at,
       app_private.review_author_name(r.author_shown_as, p.display_name) as author_name
  from public.reviews r
  join public.bookings b on b.id = r.booking_id
  left join public.profiles p on p.id = r.author_id
  left join public.providers hp on hp.id = r.provider_id
  left join public.temples ht on ht.id = r.temple_id
 where (r.provider_id is null or hp.verification_status = 'verified' or hp.is_sample)
   and (r.temple_id is null or ht.verification_status = 'verified' or ht.is_sample);
