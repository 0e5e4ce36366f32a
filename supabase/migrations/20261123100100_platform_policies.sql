-- Who may read and write the platform tables: RLS policies, column grants and the triggers that keep derived columns honest.

-- ---------------------------------------------------------------------------------------------
-- Helpers for policies. Security definer so a policy on one table can ask about another without
-- that table's own policies (and without recursion); search_path pinned; stable, so Postgres
-- evaluates them once per statement when wrapped in (select ...).
-- ---------------------------------------------------------------------------------------------

-- A platform administrator: app_metadata.platform_admin, which only the service role can set.
create function app_private.is_platform_admin() returns boolean
  language sql stable set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'platform_admin') = 'true', false)
$$;

create function app_private.owns_provider(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.providers p where p.id = target and p.user_id = (select auth.uid())
  )
$$;

create function app_private.administers_temple(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.temple_admins a where a.temple_id = target and a.user_id = (select auth.uid())
  )
$$;

-- Visible to the public: verified, or sample content.
create function app_private.is_listed_provider(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.providers p
     where p.id = target and (p.verification_status = 'verified' or p.is_sample)
  )
$$;

create function app_private.is_listed_temple(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.temples t
     where t.id = target and (t.verification_status = 'verified' or t.is_sample)
  )
$$;

-- The provider's owner, or an admin of the temple, may manage what they host.
create function app_private.manages_host(provider uuid, temple uuid) returns boolean
  language sql stable set search_path = ''
as $$
  select case
    when provider is not null then app_private.owns_provider(provider)
    else app_private.administers_temple(temple)
  end
$$;

create function app_private.is_listed_host(provider uuid, temple uuid) returns boolean
  language sql stable set search_path = ''
as $$
  select (provider is null or app_private.is_listed_provider(provider))
     and (temple is null or app_private.is_listed_temple(temple))
$$;

-- A user who holds the role (user_roles) matching what they register as.
create function app_private.holds_role(wanted text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r where r.user_id = (select auth.uid()) and r.role::text = wanted
  )
$$;

-- ---------------------------------------------------------------------------------------------
-- Triggers that keep rows consistent whoever writes them.
-- ---------------------------------------------------------------------------------------------

-- Every new user gets a profile named from the sign-up metadata (full_name), as Supabase guides do.
create function app_private.create_profile_for_user() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (id, display_name)
  values (new.id, left(coalesce(new.raw_user_meta_data ->> 'full_name', ''), 120))
  on conflict (id) do nothing;
  return new;
end
$$;

create trigger users_create_profile
  after insert on auth.users
  for each row execute function app_private.create_profile_for_user();

-- Users who signed up before profiles existed get theirs now.
insert into public.profiles (id, display_name)
select u.id, left(coalesce(u.raw_user_meta_data ->> 'full_name', ''), 120) from auth.users u
on conflict (id) do nothing;

-- The user who registers a temple becomes its first administrator.
create function app_private.add_temple_creator_as_admin() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.created_by is not null then
    insert into public.temple_admins (temple_id, user_id) values (new.id, new.created_by)
    on conflict do nothing;
  end if;
  return new;
end
$$;

create trigger temples_add_creator_as_admin
  after insert on public.temples
  for each row execute function app_private.add_temple_creator_as_admin();

-- live_sessions.reminder_count follows live_reminders.
create function app_private.count_live_reminder() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.live_sessions
     set reminder_count = greatest(reminder_count + case tg_op when 'INSERT' then 1 else -1 end, 0)
   where id = coalesce(new.session_id, old.session_id);
  return null;
end
$$;

create trigger live_reminders_count
  after insert or delete on public.live_reminders
  for each row execute function app_private.count_live_reminder();

-- temple_events.registration_count follows registrations; the conditional update is the capacity
-- check, atomic under concurrent registrations (the row lock serialises them).
create function app_private.count_event_registration() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  delta integer := coalesce(new.seats, 0) - coalesce(old.seats, 0);
begin
  update public.temple_events e
     set registration_count = greatest(e.registration_count + delta, 0)
   where e.id = coalesce(new.event_id, old.event_id)
     and (delta <= 0 or e.capacity is null or e.registration_count + delta <= e.capacity);
  if not found then
    raise exception 'This event is full'
      using errcode = 'PT409', hint = 'Choose fewer seats or another event.';
  end if;
  return null;
end
$$;

create trigger event_registrations_count
  after insert or update of seats or delete on public.event_registrations
  for each row execute function app_private.count_event_registration();

-- Follower counters on providers and temples.
create function app_private.count_follow() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  delta integer := case tg_op when 'INSERT' then 1 else -1 end;
  target public.follows := coalesce(new, old);
begin
  update public.providers set follower_count = greatest(follower_count + delta, 0)
   where id = target.provider_id;
  update public.temples set follower_count = greatest(follower_count + delta, 0)
   where id = target.temple_id;
  return null;
end
$$;

create trigger follows_count
  after insert or delete on public.follows
  for each row execute function app_private.count_follow();

-- A review takes its host from its booking, and the host's rating follows its reviews.
create function app_private.fill_review_host() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  select b.provider_id, b.temple_id into new.provider_id, new.temple_id
    from public.bookings b where b.id = new.booking_id;
  return new;
end
$$;

create trigger reviews_fill_host
  before insert or update of booking_id on public.reviews
  for each row execute function app_private.fill_review_host();

create function app_private.refresh_provider_rating() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  target uuid := coalesce(new.provider_id, old.provider_id);
begin
  if target is not null then
    update public.providers p
       set rating = s.average, review_count = s.total
      from (select round(avg(r.rating), 1) as average, count(*)::integer as total
              from public.reviews r where r.provider_id = target) s
     where p.id = target;
  end if;
  return null;
end
$$;

create trigger reviews_refresh_rating
  after insert or update of rating or delete on public.reviews
  for each row execute function app_private.refresh_provider_rating();

-- seva_programs.raised_paise and sponsor_count count paid donations only.
create function app_private.count_paid_donation() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  was_paid boolean := tg_op <> 'INSERT' and old.status = 'paid';
  is_paid boolean := tg_op <> 'DELETE' and new.status = 'paid';
begin
  if was_paid = is_paid then
    return null;
  end if;
  update public.seva_programs
     set raised_paise = greatest(raised_paise + case when is_paid then new.amount_paise else -old.amount_paise end, 0),
         sponsor_count = greatest(sponsor_count + case when is_paid then 1 else -1 end, 0)
   where id = coalesce(new.seva_program_id, old.seva_program_id);
  return null;
end
$$;

create trigger donations_count_paid
  after insert or update of status or delete on public.donations
  for each row execute function app_private.count_paid_donation();

revoke execute on all functions in schema app_private from public;
grant execute on function
  app_private.is_platform_admin(), app_private.owns_provider(uuid), app_private.administers_temple(uuid),
  app_private.is_listed_provider(uuid), app_private.is_listed_temple(uuid),
  app_private.manages_host(uuid, uuid), app_private.is_listed_host(uuid, uuid),
  app_private.holds_role(text), app_private.is_time_zone(text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Row-level security. Grants say which columns a role may touch at all; policies say which rows.
-- service_role bypasses RLS and gets every privilege.
-- ---------------------------------------------------------------------------------------------

do $$
declare
  t text;
begin
  foreach t in array array[
    'profiles', 'providers', 'temples', 'temple_admins', 'offerings', 'availability_rules',
    'time_off', 'bookings', 'booking_events', 'live_sessions', 'live_reminders', 'temple_events',
    'event_registrations', 'seva_programs', 'donations', 'payments', 'reviews', 'follows',
    'notifications', 'jobs'
  ] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from public, anon, authenticated, service_role', t);
    execute format('grant select, insert, update, delete on table public.%I to service_role', t);
  end loop;
end
$$;
grant usage on sequence public.booking_events_id_seq, public.jobs_id_seq to service_role;

-- profiles: private to their owner; the name a provider sees is copied into the booking.
grant select, update (display_name, phone, preferred_language, avatar_path) on public.profiles to authenticated;
create policy "Users read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "Users change their own profile" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- providers: listed ones are public; owners read and edit their own, never the verification.
grant select on public.providers to anon, authenticated;
grant insert (user_id, kind, slug, display_name, bio, specialisations, languages, city, service_area,
              years_experience, upi_id, photo_path, photo_alt, time_zone, buffer_minutes,
              booking_horizon_days)
  on public.providers to authenticated;
grant update (display_name, bio, specialisations, languages, city, service_area, years_experience,
              upi_id, photo_path, photo_alt, time_zone, buffer_minutes, booking_horizon_days)
  on public.providers to authenticated;
create policy "Anyone reads listed providers" on public.providers
  for select to anon, authenticated using (verification_status = 'verified' or is_sample);
create policy "Owners and platform admins read any provider" on public.providers
  for select to authenticated
  using (user_id = (select auth.uid()) or (select app_private.is_platform_admin()));
create policy "Gurus and pujaris register themselves" on public.providers
  for insert to authenticated
  with check (user_id = (select auth.uid()) and app_private.holds_role(kind::text));
create policy "Owners edit their provider profile" on public.providers
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- temples: same shape; administrators stand in for the owner.
grant select on public.temples to anon, authenticated;
grant insert (slug, name, description, city, location, photo_path, photo_alt, upi_id, time_zone, created_by)
  on public.temples to authenticated;
grant update (name, description, city, location, photo_path, photo_alt, upi_id, time_zone)
  on public.temples to authenticated;
create policy "Anyone reads listed temples" on public.temples
  for select to anon, authenticated using (verification_status = 'verified' or is_sample);
create policy "Admins and platform admins read any temple" on public.temples
  for select to authenticated
  using (app_private.administers_temple(id) or (select app_private.is_platform_admin()));
create policy "Temple admins register a temple" on public.temples
  for insert to authenticated
  with check (created_by = (select auth.uid()) and app_private.holds_role('temple_admin'));
create policy "Admins edit their temple" on public.temples
  for update to authenticated
  using (app_private.administers_temple(id)) with check (app_private.administers_temple(id));

-- temple_admins: admins see and add fellow admins of their temple; anyone may step down.
grant select, insert, delete on public.temple_admins to authenticated;
create policy "Admins read their temples' admins" on public.temple_admins
  for select to authenticated
  using (user_id = (select auth.uid()) or app_private.administers_temple(temple_id));
create policy "Admins add admins to their temple" on public.temple_admins
  for insert to authenticated with check (app_private.administers_temple(temple_id));
create policy "Admins remove admins of their temple" on public.temple_admins
  for delete to authenticated
  using (user_id = (select auth.uid()) or app_private.administers_temple(temple_id));

-- offerings: active offerings of listed hosts are public; hosts manage their own.
grant select on public.offerings to anon, authenticated;
grant insert (provider_id, temple_id, kind, title, description, mode, duration_minutes, price_paise,
              samagri, free_cancel_hours, kept_percent, active)
  on public.offerings to authenticated;
grant update (kind, title, description, mode, duration_minutes, price_paise, samagri,
              free_cancel_hours, kept_percent, active)
  on public.offerings to authenticated;
grant delete on public.offerings to authenticated;
create policy "Anyone reads active offerings of listed hosts" on public.offerings
  for select to anon, authenticated
  using (active and app_private.is_listed_host(provider_id, temple_id));
create policy "Hosts read their own offerings" on public.offerings
  for select to authenticated using (app_private.manages_host(provider_id, temple_id));
create policy "Hosts add offerings" on public.offerings
  for insert to authenticated with check (app_private.manages_host(provider_id, temple_id));
create policy "Hosts edit their offerings" on public.offerings
  for update to authenticated
  using (app_private.manages_host(provider_id, temple_id))
  with check (app_private.manages_host(provider_id, temple_id));
create policy "Hosts delete their offerings" on public.offerings
  for delete to authenticated using (app_private.manages_host(provider_id, temple_id));

-- availability_rules and time_off: private to the provider (devotees see free slots through
-- available_slots, never the calendar itself).
grant select, insert, update, delete on public.availability_rules, public.time_off to authenticated;
create policy "Providers manage their availability" on public.availability_rules
  for all to authenticated
  using (app_private.owns_provider(provider_id)) with check (app_private.owns_provider(provider_id));
create policy "Providers manage their time off" on public.time_off
  for all to authenticated
  using (app_private.owns_provider(provider_id)) with check (app_private.owns_provider(provider_id));

-- bookings: read by the devotee and the host; every change goes through the booking functions.
grant select on public.bookings, public.booking_events to authenticated;
create policy "Devotees and hosts read their bookings" on public.bookings
  for select to authenticated
  using (devotee_id = (select auth.uid()) or app_private.manages_host(provider_id, temple_id));
create policy "Whoever reads a booking reads its timeline" on public.booking_events
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id));

-- live_sessions: public sessions of listed hosts are public; hosts manage theirs; the status
-- moves only through set_live_session_status, counters only through triggers and the stream.
grant select on public.live_sessions to anon, authenticated;
grant insert (provider_id, temple_id, title, description, kind, starts_at, duration_minutes, venue,
              presenter_name, stream_url, thumbnail_path, thumbnail_alt, chat_enabled,
              donations_enabled, is_public)
  on public.live_sessions to authenticated;
grant update (title, description, kind, starts_at, duration_minutes, venue, presenter_name,
              stream_url, thumbnail_path, thumbnail_alt, chat_enabled, donations_enabled, is_public)
  on public.live_sessions to authenticated;
grant delete on public.live_sessions to authenticated;
create policy "Anyone reads public sessions of listed hosts" on public.live_sessions
  for select to anon, authenticated
  using (is_public and status <> 'cancelled' and app_private.is_listed_host(provider_id, temple_id));
create policy "Hosts read their sessions" on public.live_sessions
  for select to authenticated using (app_private.manages_host(provider_id, temple_id));
-- A provider hosting at a temple must also administer it, so nobody borrows a temple's name.
create policy "Hosts schedule sessions" on public.live_sessions
  for insert to authenticated
  with check (
    (provider_id is null or app_private.owns_provider(provider_id))
    and (temple_id is null or app_private.administers_temple(temple_id))
  );
create policy "Hosts edit their sessions" on public.live_sessions
  for update to authenticated
  using (app_private.manages_host(provider_id, temple_id))
  with check (app_private.manages_host(provider_id, temple_id));
create policy "Hosts delete scheduled sessions" on public.live_sessions
  for delete to authenticated
  using (status = 'scheduled' and app_private.manages_host(provider_id, temple_id));

-- live_reminders: a user's own, for sessions still to come.
grant select, insert, delete on public.live_reminders to authenticated;
create policy "Users read their reminders" on public.live_reminders
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users set reminders for scheduled sessions" on public.live_reminders
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.live_sessions s where s.id = session_id and s.status = 'scheduled')
  );
create policy "Users remove their reminders" on public.live_reminders
  for delete to authenticated using (user_id = (select auth.uid()));

-- temple_events: events of listed temples are public; admins manage their temple's.
grant select on public.temple_events to anon, authenticated;
grant insert (temple_id, title, description, kind, starts_at, duration_minutes, capacity, registration_open)
  on public.temple_events to authenticated;
grant update (title, description, kind, starts_at, duration_minutes, capacity, registration_open)
  on public.temple_events to authenticated;
grant delete on public.temple_events to authenticated;
create policy "Anyone reads events of listed temples" on public.temple_events
  for select to anon, authenticated using (app_private.is_listed_temple(temple_id));
create policy "Admins read their temple's events" on public.temple_events
  for select to authenticated using (app_private.administers_temple(temple_id));
create policy "Admins add events" on public.temple_events
  for insert to authenticated with check (app_private.administers_temple(temple_id));
create policy "Admins edit events" on public.temple_events
  for update to authenticated
  using (app_private.administers_temple(temple_id)) with check (app_private.administers_temple(temple_id));
create policy "Admins delete events" on public.temple_events
  for delete to authenticated using (app_private.administers_temple(temple_id));

-- event_registrations: a devotee's own (open events only); the temple sees who registered.
grant select, insert, delete on public.event_registrations to authenticated;
grant update (seats) on public.event_registrations to authenticated;
create policy "Users and the temple read registrations" on public.event_registrations
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or exists (select 1 from public.temple_events e
                where e.id = event_id and app_private.administers_temple(e.temple_id))
  );
create policy "Users register for open events" on public.event_registrations
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.temple_events e
                 where e.id = event_id and e.registration_open and e.starts_at > now())
  );
create policy "Users change their seats" on public.event_registrations
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users cancel their registration" on public.event_registrations
  for delete to authenticated using (user_id = (select auth.uid()));

-- seva_programs: programs of listed temples are public; admins manage theirs (not the totals).
grant select on public.seva_programs to anon, authenticated;
grant insert (temple_id, title, description, goal_paise, active) on public.seva_programs to authenticated;
grant update (title, description, goal_paise, active) on public.seva_programs to authenticated;
create policy "Anyone reads programs of listed temples" on public.seva_programs
  for select to anon, authenticated using (app_private.is_listed_temple(temple_id));
create policy "Admins read their programs" on public.seva_programs
  for select to authenticated using (app_private.administers_temple(temple_id));
create policy "Admins add programs" on public.seva_programs
  for insert to authenticated with check (app_private.administers_temple(temple_id));
create policy "Admins edit programs" on public.seva_programs
  for update to authenticated
  using (app_private.administers_temple(temple_id)) with check (app_private.administers_temple(temple_id));

-- donations: the donor and the receiving temple read them; made through record_donation.
grant select on public.donations to authenticated;
create policy "Donors and the temple read donations" on public.donations
  for select to authenticated
  using (donor_id = (select auth.uid()) or app_private.administers_temple(temple_id));

-- payments: the payer reads theirs; written by the payment integration (service role) only.
grant select on public.payments to authenticated;
create policy "Payers read their payments" on public.payments
  for select to authenticated using (payer_id = (select auth.uid()));

-- reviews: public for listed hosts; only the devotee of a completed booking writes one.
grant select on public.reviews to anon, authenticated;
grant insert (booking_id, author_id, rating, body) on public.reviews to authenticated;
grant update (rating, body) on public.reviews to authenticated;
grant delete on public.reviews to authenticated;
create policy "Anyone reads reviews of listed hosts" on public.reviews
  for select to anon, authenticated using (app_private.is_listed_host(provider_id, temple_id));
create policy "Authors read their reviews" on public.reviews
  for select to authenticated using (author_id = (select auth.uid()));
create policy "Devotees review their completed bookings" on public.reviews
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and exists (select 1 from public.bookings b
                 where b.id = booking_id and b.devotee_id = (select auth.uid()) and b.status = 'completed')
  );
create policy "Authors edit their reviews" on public.reviews
  for update to authenticated
  using (author_id = (select auth.uid())) with check (author_id = (select auth.uid()));
create policy "Authors delete their reviews" on public.reviews
  for delete to authenticated using (author_id = (select auth.uid()));

-- follows: private to the follower (hosts see only the count).
grant select, insert, delete on public.follows to authenticated;
create policy "Users read their follows" on public.follows
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users follow listed hosts" on public.follows
  for insert to authenticated
  with check (user_id = (select auth.uid()) and app_private.is_listed_host(provider_id, temple_id));
create policy "Users unfollow" on public.follows
  for delete to authenticated using (user_id = (select auth.uid()));

-- notifications: the recipient reads, marks read and deletes; written by functions and jobs.
grant select, delete on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;
create policy "Users read their notifications" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users mark their notifications read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users delete their notifications" on public.notifications
  for delete to authenticated using (user_id = (select auth.uid()));

-- jobs: RLS on and no policy: only the service role (the server's worker) sees them.
