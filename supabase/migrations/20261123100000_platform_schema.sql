-- The platform's data: providers, temples, offerings, availability, bookings, live sessions, events, seva, payments, reviews, follows, notifications and jobs.
-- Rules (RLS, grants) come in ..._platform_policies.sql, state changes in ..._platform_functions.sql.

-- btree_gist lets one exclusion constraint combine "same provider" (=) with "overlapping time" (&&).
-- Hosted Supabase keeps extensions in their own schema; operator classes are found by type, not by path.
create schema if not exists extensions;
create extension if not exists btree_gist with schema extensions;

-- Helpers the policies and triggers call; not exposed through the data API (only `public` is).
create schema if not exists app_private;
grant usage on schema app_private to anon, authenticated, service_role;

create type public.provider_kind as enum ('guru', 'pujari');
create type public.verification_status as enum ('pending', 'verified', 'rejected');
create type public.offering_kind as enum (
  'consultation', 'home_pooja', 'online_pooja', 'katha', 'sankalp', 'temple_pooja'
);
-- Where an offering happens: online (video), offline (at the devotee's home or the temple), or either.
create type public.offering_mode as enum ('online', 'offline', 'both');
create type public.booking_mode as enum ('online', 'offline');
create type public.booking_status as enum (
  'requested', 'confirmed', 'completed', 'declined', 'cancelled', 'expired'
);
create type public.booking_party as enum ('devotee', 'provider', 'platform');
create type public.live_session_kind as enum (
  'aarti', 'darshan', 'pravachan', 'bhajan', 'katha', 'meditation', 'prayer', 'event'
);
create type public.live_session_status as enum ('scheduled', 'live', 'ended', 'cancelled');
create type public.temple_event_kind as enum ('special_pooja', 'katha_series', 'festival');
create type public.donation_status as enum ('pending', 'paid', 'failed', 'refunded');
create type public.payment_status as enum ('created', 'authorized', 'captured', 'failed', 'refunded');
create type public.job_status as enum ('queued', 'running', 'done', 'failed');

-- created_at/updated_at on every mutable table; updated_at follows each write.
create function app_private.touch_updated_at() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- IANA zone names only, so availability maths never fails later on a typo.
create function app_private.is_time_zone(zone text) returns boolean
  language plpgsql immutable set search_path = ''
as $$
begin
  perform now() at time zone zone;
  return true;
exception when invalid_parameter_value then
  return false;
end
$$;

create domain public.slug as text
  check (value ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(value) <= 80);

-- One row per user, made by a trigger on sign-up; the name is copied into bookings when they are made.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null default '' check (length(display_name) <= 120),
  phone text check (phone ~ '^\+?[0-9 ]{7,20}$'),
  preferred_language text not null default 'en' check (preferred_language ~ '^[a-z]{2,3}(-[A-Z]{2})?$'),
  avatar_path text check (length(avatar_path) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.providers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  kind public.provider_kind not null,
  slug public.slug not null unique,
  display_name text not null check (length(display_name) between 1 and 120),
  bio text not null default '' check (length(bio) <= 4000),
  specialisations text[] not null default '{}',
  languages text[] not null default '{}',
  city text check (length(city) <= 120),
  service_area text check (length(service_area) <= 300),
  years_experience smallint check (years_experience between 0 and 100),
  upi_id text check (upi_id ~ '^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$'),
  photo_path text check (length(photo_path) <= 300),
  photo_alt text check (length(photo_alt) <= 200),
  time_zone text not null default 'Asia/Kolkata' check (app_private.is_time_zone(time_zone)),
  buffer_minutes smallint not null default 15 check (buffer_minutes between 0 and 240),
  booking_horizon_days smallint not null default 60 check (booking_horizon_days between 1 and 365),
  verification_status public.verification_status not null default 'pending',
  rejection_reason text check (length(rejection_reason) <= 1000),
  verified_at timestamptz,
  -- Counters kept by triggers on reviews and follows (seeded directly for sample rows).
  rating numeric(2, 1) check (rating between 1 and 5),
  review_count integer not null default 0 check (review_count >= 0),
  follower_count integer not null default 0 check (follower_count >= 0),
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- /spiritual-gurus: verified (or sample) providers, most followed first.
create index providers_listing_idx on public.providers (verification_status, follower_count desc);

create table public.temples (
  id uuid primary key default gen_random_uuid(),
  slug public.slug not null unique,
  name text not null check (length(name) between 1 and 160),
  description text not null default '' check (length(description) <= 4000),
  city text check (length(city) <= 120),
  -- The place as the screens print it, e.g. "Varanasi, Uttar Pradesh".
  location text check (length(location) <= 200),
  photo_path text check (length(photo_path) <= 300),
  photo_alt text check (length(photo_alt) <= 200),
  upi_id text check (upi_id ~ '^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$'),
  time_zone text not null default 'Asia/Kolkata' check (app_private.is_time_zone(time_zone)),
  verification_status public.verification_status not null default 'pending',
  rejection_reason text check (length(rejection_reason) <= 1000),
  verified_at timestamptz,
  follower_count integer not null default 0 check (follower_count >= 0),
  created_by uuid references auth.users (id) on delete set null,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.temple_admins (
  temple_id uuid not null references public.temples (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (temple_id, user_id)
);
-- /temple-admin: the temples a user administers.
create index temple_admins_user_idx on public.temple_admins (user_id);

-- What a provider or a temple offers; exactly one of the two owns it.
create table public.offerings (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid references public.providers (id) on delete cascade,
  temple_id uuid references public.temples (id) on delete cascade,
  kind public.offering_kind not null,
  title text not null check (length(title) between 1 and 160),
  description text not null default '' check (length(description) <= 4000),
  mode public.offering_mode not null,
  duration_minutes smallint not null check (duration_minutes between 5 and 1440),
  price_paise integer not null check (price_paise >= 0),
  samagri text not null default '' check (length(samagri) <= 4000),
  -- The published cancellation rule: free until this many hours before the start, then the
  -- provider keeps this share of the price.
  free_cancel_hours smallint not null default 24 check (free_cancel_hours between 0 and 720),
  kept_percent smallint not null default 0 check (kept_percent between 0 and 100),
  active boolean not null default true,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint offerings_one_owner check (num_nonnulls(provider_id, temple_id) = 1)
);
-- Guru profile and /services: a provider's (or temple's) active offerings.
create index offerings_provider_idx on public.offerings (provider_id) where provider_id is not null;
create index offerings_temple_idx on public.offerings (temple_id) where temple_id is not null;

-- Weekly hours in the provider's own time zone; 0 = Sunday, as extract(dow) counts.
create table public.availability_rules (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid not null references public.providers (id) on delete cascade,
  weekday smallint not null check (weekday between 0 and 6),
  start_time time not null,
  end_time time not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint availability_rules_order check (start_time < end_time)
);
-- /availability and available_slots: a provider's rules.
create index availability_rules_provider_idx on public.availability_rules (provider_id, weekday);

create table public.time_off (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid not null references public.providers (id) on delete cascade,
  period tstzrange not null check (not isempty(period) and lower(period) is not null and upper(period) is not null),
  reason text not null default '' check (length(reason) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- available_slots and book_offering: time off overlapping a range.
create index time_off_provider_period_idx on public.time_off using gist (provider_id, period);

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  devotee_id uuid not null references auth.users (id) on delete cascade,
  offering_id uuid not null references public.offerings (id) on delete restrict,
  provider_id uuid references public.providers (id) on delete cascade,
  temple_id uuid references public.temples (id) on delete cascade,
  -- Snapshots taken when the booking is made, so later edits of the offering change nothing here.
  title text not null,
  mode public.booking_mode not null,
  price_paise integer not null check (price_paise >= 0),
  free_cancel_hours smallint not null check (free_cancel_hours >= 0),
  kept_percent smallint not null check (kept_percent between 0 and 100),
  slot tstzrange not null check (not isempty(slot) and lower(slot) is not null and upper(slot) is not null),
  -- The slot plus the provider's buffer after it: what the no-overlap rule compares.
  blocked tstzrange not null,
  status public.booking_status not null default 'requested',
  -- What the provider needs of the devotee, and nothing more: a name, and for offline visits a
  -- phone and (home visits) an address.
  devotee_name text not null default '' check (length(devotee_name) <= 120),
  contact_phone text check (contact_phone ~ '^\+?[0-9 ]{7,20}$'),
  address text check (length(address) <= 500),
  note text not null default '' check (length(note) <= 1000),
  response_reason text check (length(response_reason) <= 500),
  cancelled_by public.booking_party,
  cancel_reason text check (length(cancel_reason) <= 500),
  refundable_paise integer check (refundable_paise between 0 and price_paise),
  responded_at timestamptz,
  cancelled_at timestamptz,
  completed_at timestamptz,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_one_host check (num_nonnulls(provider_id, temple_id) = 1),
  constraint bookings_blocked_covers_slot check (blocked @> slot),
  constraint bookings_offline_contact check (mode = 'offline' or (contact_phone is null and address is null)),
  constraint bookings_cancel_fields check ((status = 'cancelled') = (cancelled_by is not null)),
  -- Two live bookings of one provider never overlap: the database refuses the second writer of a
  -- race, whatever the application does.
  constraint bookings_no_overlap exclude using gist (provider_id with =, blocked with &&)
    where (status in ('requested', 'confirmed'))
);
-- /bookings (devotee): own bookings by start time.
create index bookings_devotee_idx on public.bookings (devotee_id, lower(slot));
-- Spiritual dashboard schedule and /earnings: a provider's bookings by start time.
create index bookings_provider_idx on public.bookings (provider_id, lower(slot)) where provider_id is not null;
-- /temple-admin bookings: a temple's bookings by start time.
create index bookings_temple_idx on public.bookings (temple_id, lower(slot)) where temple_id is not null;
create index bookings_offering_idx on public.bookings (offering_id);

-- The timeline of a booking, written only by the booking functions.
create table public.booking_events (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  status public.booking_status not null,
  actor_id uuid references auth.users (id) on delete set null,
  note text not null default '',
  created_at timestamptz not null default now()
);
-- Booking detail: its timeline in order.
create index booking_events_booking_idx on public.booking_events (booking_id, created_at);

-- A live stream or scheduled session, hosted by a provider, a temple, or a provider at a temple.
create table public.live_sessions (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid references public.providers (id) on delete cascade,
  temple_id uuid references public.temples (id) on delete cascade,
  title text not null check (length(title) between 1 and 160),
  description text not null default '' check (length(description) <= 2000),
  kind public.live_session_kind not null,
  starts_at timestamptz not null,
  duration_minutes smallint check (duration_minutes between 1 and 1440),
  status public.live_session_status not null default 'scheduled',
  venue text not null default 'Online' check (length(venue) <= 200),
  -- Who is seen leading it when that is not the host provider (e.g. "TTD Archakas").
  presenter_name text check (length(presenter_name) <= 120),
  stream_url text check (stream_url ~ '^https://'),
  thumbnail_path text check (length(thumbnail_path) <= 300),
  thumbnail_alt text check (length(thumbnail_alt) <= 200),
  chat_enabled boolean not null default true,
  donations_enabled boolean not null default false,
  is_public boolean not null default true,
  -- Counters: viewers reported by the stream, reminders kept by a trigger on live_reminders.
  viewer_count integer not null default 0 check (viewer_count >= 0),
  reminder_count integer not null default 0 check (reminder_count >= 0),
  is_sample boolean not null default false,
  -- Which specification list a sample row belongs to (home Live Now, /live, or the guru
  -- dashboard's example schedule); real rows appear wherever they qualify.
  sample_list text check (sample_list in ('home', 'live', 'dashboard')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint live_sessions_host check (num_nonnulls(provider_id, temple_id) >= 1),
  constraint live_sessions_sample_list check (sample_list is null or is_sample)
);
-- /live and home Live Now: public sessions by status and start time.
create index live_sessions_listing_idx on public.live_sessions (status, starts_at) where is_public;
-- /spiritual-dashboard/live: a provider's sessions.
create index live_sessions_provider_idx on public.live_sessions (provider_id, starts_at) where provider_id is not null;
create index live_sessions_temple_idx on public.live_sessions (temple_id, starts_at) where temple_id is not null;

create table public.live_reminders (
  session_id uuid not null references public.live_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (session_id, user_id)
);
-- "Set Reminder" state on /live and the reminder job: a user's reminders.
create index live_reminders_user_idx on public.live_reminders (user_id);

create table public.temple_events (
  id uuid primary key default gen_random_uuid(),
  temple_id uuid not null references public.temples (id) on delete cascade,
  title text not null check (length(title) between 1 and 160),
  description text not null default '' check (length(description) <= 2000),
  kind public.temple_event_kind not null,
  starts_at timestamptz not null,
  duration_minutes smallint check (duration_minutes between 1 and 10080),
  capacity integer check (capacity > 0),
  registration_count integer not null default 0 check (registration_count >= 0),
  registration_open boolean not null default true,
  -- "Filling Fast" once three quarters of the places are taken.
  is_filling_fast boolean generated always as (
    capacity is not null and registration_count * 4 >= capacity * 3
  ) stored,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint temple_events_capacity check (capacity is null or registration_count <= capacity)
);
-- /temple-admin (first three upcoming) and /temple-admin/events: a temple's events by date.
create index temple_events_temple_idx on public.temple_events (temple_id, starts_at);
-- Public events list: upcoming events by date.
create index temple_events_starts_idx on public.temple_events (starts_at);

create table public.event_registrations (
  event_id uuid not null references public.temple_events (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  seats smallint not null default 1 check (seats between 1 and 10),
  created_at timestamptz not null default now(),
  primary key (event_id, user_id)
);
-- A devotee's registrations.
create index event_registrations_user_idx on public.event_registrations (user_id);

create table public.seva_programs (
  id uuid primary key default gen_random_uuid(),
  temple_id uuid not null references public.temples (id) on delete cascade,
  title text not null check (length(title) between 1 and 160),
  description text not null default '' check (length(description) <= 2000),
  goal_paise bigint not null check (goal_paise > 0),
  -- Sum and count of paid donations, kept by a trigger on donations.
  raised_paise bigint not null default 0 check (raised_paise >= 0),
  sponsor_count integer not null default 0 check (sponsor_count >= 0),
  active boolean not null default true,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- /temple-admin seva list and the temple page.
create index seva_programs_temple_idx on public.seva_programs (temple_id);

create table public.donations (
  id uuid primary key default gen_random_uuid(),
  seva_program_id uuid not null references public.seva_programs (id) on delete restrict,
  temple_id uuid not null references public.temples (id) on delete cascade,
  donor_id uuid not null references auth.users (id) on delete cascade,
  amount_paise integer not null check (amount_paise > 0),
  status public.donation_status not null default 'pending',
  -- Shown to the temple unless the donor gives anonymously (then null).
  donor_name text check (length(donor_name) <= 120),
  is_anonymous boolean not null default false,
  message text not null default '' check (length(message) <= 500),
  paid_at timestamptz,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- A devotee's donations, newest first.
create index donations_donor_idx on public.donations (donor_id, created_at desc);
-- /temple-admin donations: a temple's donations, newest first.
create index donations_temple_idx on public.donations (temple_id, created_at desc);
create index donations_program_idx on public.donations (seva_program_id);

-- Money actually moved for a booking or a donation; written by the payment integration only.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid references public.bookings (id) on delete cascade,
  donation_id uuid references public.donations (id) on delete cascade,
  payer_id uuid not null references auth.users (id) on delete cascade,
  amount_paise integer not null check (amount_paise > 0),
  currency text not null default 'INR' check (currency = 'INR'),
  gateway text not null check (length(gateway) <= 40),
  gateway_ref text check (length(gateway_ref) <= 200),
  status public.payment_status not null default 'created',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payments_one_purpose check (num_nonnulls(booking_id, donation_id) = 1),
  constraint payments_gateway_ref_key unique (gateway, gateway_ref)
);
create index payments_booking_idx on public.payments (booking_id) where booking_id is not null;
create index payments_donation_idx on public.payments (donation_id) where donation_id is not null;
create index payments_payer_idx on public.payments (payer_id, created_at desc);

-- One review per completed booking, by its devotee; host columns are copied from the booking.
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  author_id uuid not null references auth.users (id) on delete cascade,
  provider_id uuid references public.providers (id) on delete cascade,
  temple_id uuid references public.temples (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  body text not null default '' check (length(body) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Guru profile: a provider's reviews, newest first.
create index reviews_provider_idx on public.reviews (provider_id, created_at desc) where provider_id is not null;
create index reviews_temple_idx on public.reviews (temple_id, created_at desc) where temple_id is not null;

create table public.follows (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  provider_id uuid references public.providers (id) on delete cascade,
  temple_id uuid references public.temples (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint follows_one_target check (num_nonnulls(provider_id, temple_id) = 1),
  constraint follows_provider_key unique (user_id, provider_id),
  constraint follows_temple_key unique (user_id, temple_id)
);
create index follows_provider_idx on public.follows (provider_id) where provider_id is not null;
create index follows_temple_idx on public.follows (temple_id) where temple_id is not null;

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind ~ '^[a-z_]{1,40}$'),
  title text not null check (length(title) <= 200),
  body text not null default '' check (length(body) <= 1000),
  link text check (link ~ '^/'),
  read_at timestamptz,
  created_at timestamptz not null default now()
);
-- The bell: a user's notifications, newest first, unread counted.
create index notifications_user_idx on public.notifications (user_id, created_at desc);

-- Background work (reminders, e-mails, expiring bookings), claimed with FOR UPDATE SKIP LOCKED.
create table public.jobs (
  id bigint generated always as identity primary key,
  kind text not null check (kind ~ '^[a-z_.]{1,60}$'),
  payload jsonb not null default '{}',
  run_at timestamptz not null default now(),
  status public.job_status not null default 'queued',
  attempts smallint not null default 0 check (attempts >= 0),
  max_attempts smallint not null default 5 check (max_attempts > 0),
  locked_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The worker's claim query: due queued jobs in run_at order.
create index jobs_due_idx on public.jobs (run_at) where status = 'queued';

do $$
declare
  t text;
begin
  foreach t in array array[
    'profiles', 'providers', 'temples', 'offerings', 'availability_rules', 'time_off', 'bookings',
    'live_sessions', 'temple_events', 'seva_programs', 'donations', 'payments', 'reviews', 'jobs'
  ] loop
    execute format(
      'create trigger %I before update on public.%I for each row execute function app_private.touch_updated_at()',
      t || '_touch_updated_at', t);
  end loop;
end
$$;
