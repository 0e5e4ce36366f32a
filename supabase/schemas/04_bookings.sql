-- Bookings: making, answering, cancelling and completing a booking, and its event history.

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Types -------------------------------------------------------------------------------------

create type public.booking_mode as enum ('online', 'offline');

create type public.booking_status as enum (
  'requested', 'confirmed', 'completed', 'declined', 'cancelled', 'expired'
);

create type public.booking_party as enum ('devotee', 'provider', 'platform');

-- Tables ------------------------------------------------------------------------------------

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
  recording_url text check (
    length(recording_url) <= 2048 and recording_url ~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
  ),
  is_prepaid boolean not null default true,
  paid_at timestamptz,
  payment_method text check (payment_method in ('razorpay', 'upi', 'test', 'cash')),
  -- The sankalp the pujari recites, as the devotee wrote it: kept apart from the note so each
  -- screen labels it in its reader's language.
  sankalp_name text not null default '' check (length(sankalp_name) <= 120),
  gotra text not null default '' check (length(gotra) <= 60),
  nakshatra text not null default '' check (length(nakshatra) <= 60),
  family_members text not null default '' check (length(family_members) <= 400),
  constraint bookings_one_host check (num_nonnulls(provider_id, temple_id) = 1),
  constraint bookings_blocked_covers_slot check (blocked @> slot),
  -- An online booking keeps a phone only for a phone call, and never an address.
  constraint bookings_offline_contact check (mode = 'offline' or address is null),
  constraint bookings_cancel_fields check ((status = 'cancelled') = (cancelled_by is not null)),
  -- Two live bookings of one provider never overlap: the database refuses the second writer of a
  -- race, whatever the application does.
  constraint bookings_no_overlap exclude using gist (provider_id with =, blocked with &&)
    where (status in ('requested', 'confirmed')),
  constraint bookings_paid_whole check ((paid_at is null) = (payment_method is null))
);

-- The timeline of a booking, written only by the booking functions.
create table public.booking_events (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  status public.booking_status not null,
  actor_id uuid references auth.users (id) on delete set null,
  note text not null default '',
  created_at timestamptz not null default now(),
  kind text not null default 'status' check (kind in ('status', 'payment', 'refund', 'meeting', 'reschedule')),
  -- Payment and refund steps: `params.step` names the step, with its amount and reason, so the
  -- app words it in the reader's language; rows without params are shown as stored.
  params jsonb check (jsonb_typeof(params) = 'object')
);

-- Where a confirmed booking happens, made when the host confirms it (a private room then gets a
-- name of its own) and read by the devotee and the hosts only while the booking is confirmed or
-- completed. The phone and address of a call or a home visit are the booking's own columns.
create table public.booking_meetings (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  kind public.meeting_kind not null,
  url text check (
    length(url) <= 2048 and url ~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
  ),
  updated_at timestamptz not null default now(),
  constraint booking_meetings_link check ((kind in ('video_link', 'private_room')) = (url is not null))
);

-- A new time the host proposed for a confirmed booking, until the devotee accepts or declines it.
create table public.booking_time_proposals (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  slot tstzrange not null check (not isempty(slot) and lower(slot) is not null and upper(slot) is not null),
  proposed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

-- Indexes -----------------------------------------------------------------------------------

-- /bookings (devotee): own bookings by start time.
create index bookings_devotee_idx on public.bookings (devotee_id, lower(slot));
-- /bookings (devotee): My bookings' keyset pages, newest slot first.
create index bookings_devotee_slot_idx on public.bookings (devotee_id, slot, id);

-- Spiritual dashboard schedule and /earnings: a provider's bookings by start time.
create index bookings_provider_idx on public.bookings (provider_id, lower(slot)) where provider_id is not null;

-- The provider's inbox: a tab's page (requests, upcoming) and its count by status, in slot order;
-- the past tab newest first through the second.
create index bookings_provider_status_idx on public.bookings (provider_id, status, slot, id) where provider_id is not null;
create index bookings_provider_slot_idx on public.bookings (provider_id, slot, id) where provider_id is not null;

-- /temple-admin bookings: a temple's bookings by start time.
create index bookings_temple_idx on public.bookings (temple_id, lower(slot)) where temple_id is not null;

create index bookings_offering_idx on public.bookings (offering_id);

-- Booking detail: its timeline in order.
create index booking_events_booking_idx on public.booking_events (booking_id, created_at);

-- Functions ---------------------------------------------------------------------------------

create function app_private.add_booking_event(booking public.bookings, actor uuid, note text)
  returns void
  language sql set search_path = ''
as $$
  insert into public.booking_events (booking_id, status, actor_id, note)
  values (booking.id, booking.status, actor, coalesce(note, ''))
$$;

-- Who answers for a booking: the provider's owner, or every admin of the temple.
create function app_private.host_users(booking public.bookings) returns uuid[]
  language sql stable set search_path = ''
as $$
  select array(
    select p.user_id from public.providers p where p.id = booking.provider_id
    union
    select a.user_id from public.temple_admins a where a.temple_id = booking.temple_id
  )
$$;

-- Whether [starts_at, ends_at) lies inside one of the provider's weekly windows, in their zone.
create function app_private.is_within_availability(provider uuid, zone text, starts_at timestamptz, ends_at timestamptz)
  returns boolean
  language sql stable set search_path = ''
as $$
  select exists (
    select 1
      from public.availability_rules r,
           lateral (select (starts_at at time zone zone) as local_start,
                           (ends_at at time zone zone) as local_end) l
     where r.provider_id = provider
       and r.weekday = extract(dow from l.local_start)
       and l.local_start >= l.local_start::date + r.start_time
       and l.local_end <= l.local_start::date + r.end_time
  )
$$;

-- book_offering: a devotee asks for a slot. The offering's price and cancellation rule are copied
-- in; the exclusion constraint settles races between devotees for the same provider and time.
create function public.book_offering(
  offering_id uuid,
  starts_at timestamptz,
  mode public.booking_mode default null,
  note text default '',
  contact_phone text default null,
  address text default null,
  sankalp_name text default '',
  gotra text default '',
  nakshatra text default '',
  family_members text default ''
) returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  o public.offerings;
  p public.providers;
  chosen public.booking_mode;
  ends_at timestamptz;
  booking public.bookings;
  too_long record;
begin
  -- Every offering kind accepts them, as the note: the form asks only where the ritual needs them.
  select f.field, f.words, f.max into too_long
    from (values ('sankalp_name', 'name', book_offering.sankalp_name, 120),
                 ('gotra', 'gotra', book_offering.gotra, 60),
                 ('nakshatra', 'nakshatra', book_offering.nakshatra, 60),
                 ('family_members', 'family members', book_offering.family_members, 400))
         f (field, words, value, max)
   where length(trim(f.value)) > f.max
   limit 1;
  if found then
    raise exception 'The sankalp''s % may be at most % characters', too_long.words, too_long.max
      using errcode = '22023', hint = 'Shorten it.',
            detail = json_build_object('code', 'booking.sankalp_too_long', 'field', too_long.field,
                                       'max', too_long.max)::text;
  end if;
  select * into o from public.offerings x
   where x.id = book_offering.offering_id and x.active
     and app_private.is_listed_host(x.provider_id, x.temple_id);
  if not found then
    raise exception 'This offering is not available for booking'
      using errcode = 'PT404', hint = 'It may have been withdrawn; choose another offering.',
            detail = '{"code":"booking.offering_unavailable"}';
  end if;
  if o.is_sample then
    raise exception 'This is an example offering and cannot be booked'
      using errcode = '22023', hint = 'Choose an offering of a verified provider.',
            detail = '{"code":"booking.sample_offering"}';
  end if;
  chosen := coalesce(book_offering.mode, case o.mode when 'both' then null else o.mode::text::public.booking_mode end);
  if chosen is null then
    raise exception 'Choose online or offline for this offering'
      using errcode = '22023', hint = 'Pass mode: online or offline.',
            detail = '{"code":"booking.mode_required"}';
  end if;
  if o.mode <> 'both' and chosen::text <> o.mode::text then
    raise exception 'This offering is only available %', o.mode
      using errcode = '22023', hint = format('Book it with mode %s.', o.mode),
            detail = json_build_object('code', 'booking.mode_unavailable', 'mode', o.mode)::text;
  end if;
  if chosen = 'offline' and nullif(trim(book_offering.contact_phone), '') is null then
    raise exception 'A phone number is needed for an offline booking'
      using errcode = '22023', hint = 'Add a phone number the pujari can call.',
            detail = '{"code":"booking.phone_required"}';
  end if;
  if chosen = 'online' and o.meeting_kind = 'phone_call' and nullif(trim(book_offering.contact_phone), '') is null then
    raise exception 'A phone number is needed: the host will call you'
      using errcode = '22023', hint = 'Add the phone number the host should call.',
            detail = '{"code":"booking.phone_required_for_call"}';
  end if;
  if chosen = 'offline' and o.kind = 'home_pooja' and nullif(trim(book_offering.address), '') is null then
    raise exception 'An address is needed for a pooja at home'
      using errcode = '22023', hint = 'Add the address where the pooja will take place.',
            detail = '{"code":"booking.address_required"}';
  end if;
  if book_offering.starts_at is null or book_offering.starts_at <= now() then
    raise exception 'This time has already passed'
      using errcode = '22023', hint = 'Choose a time in the future.',
            detail = '{"code":"booking.time_passed"}';
  end if;
  ends_at := book_offering.starts_at + make_interval(mins => o.duration_minutes);

  if o.temple_id is not null and book_offering.starts_at > now() + interval '365 days' then
    raise exception 'Bookings open only 365 days ahead'
      using errcode = '22023', hint = 'Choose an earlier date.',
            detail = json_build_object('code', 'booking.too_far_ahead', 'days', 365)::text;
  end if;
  if o.provider_id is not null then
    select * into p from public.providers x where x.id = o.provider_id;
    if p.user_id = uid then
      raise exception 'You cannot book your own offering'
using errcode = '22023', detail = '{"code":"booking.own_offering"}';
    end if;
    perform app_private.check_provider_time(p, book_offering.starts_at, ends_at);
  end if;

  begin
    insert into public.bookings (
      devotee_id, offering_id, provider_id, temple_id, title, mode, price_paise, free_cancel_hours,
      kept_percent, slot, blocked, devotee_name, contact_phone, address, note, sankalp_name, gotra,
      nakshatra, family_members
    ) values (
      uid, o.id, o.provider_id, o.temple_id, o.title, chosen, o.price_paise, o.free_cancel_hours,
      o.kept_percent, tstzrange(book_offering.starts_at, ends_at),
      tstzrange(book_offering.starts_at, ends_at + make_interval(mins => coalesce(p.buffer_minutes, 0))),
      coalesce((select pr.display_name from public.profiles pr where pr.id = uid), ''),
      case when chosen = 'offline' or o.meeting_kind = 'phone_call'
           then nullif(trim(book_offering.contact_phone), '') end,
      case when chosen = 'offline' then nullif(trim(book_offering.address), '') end,
      coalesce(book_offering.note, ''),
      coalesce(trim(book_offering.sankalp_name), ''), coalesce(trim(book_offering.gotra), ''),
      coalesce(trim(book_offering.nakshatra), ''), coalesce(trim(book_offering.family_members), '')
    ) returning * into booking;
  exception when exclusion_violation then
    raise exception 'This slot is no longer available'
      using errcode = '23P01', hint = 'Someone else has just booked it; choose another time.',
            detail = '{"code":"booking.slot_taken"}';
  end;

  perform app_private.add_booking_event(booking, uid, '');
  -- The host answers on the booking's page, where the notification opens.
  perform app_private.notify(app_private.host_users(booking), 'booking_requested', 'New booking request',
    booking.title, '/bookings/' || booking.id);
  return booking;
end
$$;

-- Reads a booking for a state change, locked, or raises PT404 when the caller cannot see it.
create function app_private.lock_booking(target uuid) returns public.bookings
  language plpgsql set search_path = ''
as $$
declare
  booking public.bookings;
begin
  select * into booking from public.bookings b where b.id = target for update;
  if not found or not (booking.devotee_id = auth.uid()
                       or app_private.manages_host(booking.provider_id, booking.temple_id)) then
    raise exception 'Booking not found'
      using errcode = 'PT404', hint = 'Check the booking link.',
            detail = '{"code":"booking.not_found"}';
  end if;
  return booking;
end
$$;

-- respond_to_booking: the host confirms or declines a request.
create function public.respond_to_booking(booking_id uuid, accept boolean, reason text default null)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(respond_to_booking.booking_id);
begin
  if not app_private.manages_host(booking.provider_id, booking.temple_id) then
    raise exception 'Only the provider can confirm or decline this booking'
using errcode = '42501', detail = '{"code":"booking.provider_responds"}';
  end if;
  if booking.status <> 'requested' then
    raise exception 'This booking is already %', booking.status
      using errcode = 'PT409', hint = 'Only a requested booking can be confirmed or declined.',
            detail = json_build_object('code', 'booking.already_in_status', 'status', booking.status)::text;
  end if;
  if accept is null then
    raise exception 'Say whether you accept the booking'
      using errcode = '22023', hint = 'Pass accept: true or false.',
            detail = '{"code":"booking.answer_required"}';
  end if;
  update public.bookings b
     set status = case when accept then 'confirmed' else 'declined' end::public.booking_status,
         response_reason = nullif(trim(reason), ''),
         responded_at = now()
   where b.id = booking.id
   returning * into booking;
  perform app_private.add_booking_event(booking, uid, coalesce(reason, ''));
  perform app_private.notify(array[booking.devotee_id], 'booking_' || booking.status::text,
    case when accept then 'Your booking is confirmed' else 'Your booking was declined' end,
    booking.title, '/bookings/' || booking.id);
  return booking;
end
$$;

-- cancel_booking: either side cancels before the start. A provider's cancellation refunds all;
-- a devotee's refunds all until the published free window closes, then all but kept_percent.
create function public.cancel_booking(booking_id uuid, reason text default null)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(cancel_booking.booking_id);
  by_devotee boolean := booking.devotee_id = uid;
  refundable integer;
begin
  if booking.status not in ('requested', 'confirmed') then
    raise exception 'This booking is already %', booking.status
      using errcode = 'PT409', hint = 'Only a requested or confirmed booking can be cancelled.',
            detail = json_build_object('code', 'booking.already_in_status', 'status', booking.status)::text;
  end if;
  if lower(booking.slot) <= now() then
    raise exception 'This booking has already started'
      using errcode = 'PT409', hint = 'Contact the provider about a booking in progress.',
            detail = '{"code":"booking.already_started"}';
  end if;
  if not by_devotee and nullif(trim(reason), '') is null then
    raise exception 'Give the devotee a reason for cancelling'
      using errcode = '22023', hint = 'Pass reason: a sentence the devotee will read.',
            detail = '{"code":"booking.cancel_reason_required"}';
  end if;
  refundable := case
    when not by_devotee or booking.status = 'requested'
      or now() <= lower(booking.slot) - make_interval(hours => booking.free_cancel_hours)
      then booking.price_paise
    else booking.price_paise - (booking.price_paise * booking.kept_percent) / 100
  end;
  update public.bookings b
     set status = 'cancelled',
         cancelled_by = case when by_devotee then 'devotee' else 'provider' end::public.booking_party,
         cancel_reason = nullif(trim(reason), ''),
         cancelled_at = now(),
         refundable_paise = refundable
   where b.id = booking.id
   returning * into booking;
  perform app_private.add_booking_event(booking, uid, coalesce(reason, ''));
  perform app_private.notify(
    case when by_devotee then app_private.host_users(booking) else array[booking.devotee_id] end,
    'booking_cancelled', 'A booking was cancelled', booking.title, '/bookings');
  return booking;
end
$$;

-- complete_booking: the host marks a confirmed booking done once it has started.
create function public.complete_booking(booking_id uuid) returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(complete_booking.booking_id);
begin
  if not app_private.manages_host(booking.provider_id, booking.temple_id) then
    raise exception 'Only the provider can complete this booking'
using errcode = '42501', detail = '{"code":"booking.provider_completes"}';
  end if;
  if booking.status <> 'confirmed' then
    raise exception 'This booking is %, not confirmed', booking.status
      using errcode = 'PT409', hint = 'Only a confirmed booking can be completed.',
            detail = json_build_object('code', 'booking.not_confirmed', 'status', booking.status)::text;
  end if;
  if lower(booking.slot) > now() then
    raise exception 'This booking has not started yet'
      using errcode = 'PT409', hint = 'Complete it after it has taken place.',
            detail = '{"code":"booking.not_started"}';
  end if;
  update public.bookings b set status = 'completed', completed_at = now()
   where b.id = booking.id returning * into booking;
  perform app_private.add_booking_event(booking, uid, '');
  perform app_private.notify(array[booking.devotee_id], 'booking_completed', 'How was it?', booking.title, '/bookings');
  return booking;
end
$$;

-- available_slots: start times a devotee may book, every 30 minutes inside the provider's weekly
-- hours (in their time zone), clear of time off and of live bookings plus the buffer. Security
-- definer because it reads other devotees' bookings, of which it reveals only "busy".
create function public.available_slots(
  provider_id uuid,
  range_start timestamptz,
  range_end timestamptz,
  duration_minutes integer default 60
) returns table (starts_at timestamptz, ends_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  p public.providers;
begin
  select * into p from public.providers x
   where x.id = available_slots.provider_id
     and (x.verification_status = 'verified' or x.is_sample or x.user_id = auth.uid());
  if not found then
    raise exception 'Provider not found'
      using errcode = 'PT404', hint = 'Check the provider link.',
            detail = '{"code":"provider.not_found"}';
  end if;
  perform app_private.check_time_range(range_start, range_end);
  if duration_minutes is null or duration_minutes not between 5 and 1440 then
    raise exception 'The duration must be between 5 and 1440 minutes'
using errcode = '22023', detail = '{"code":"slots.bad_duration"}';
  end if;
  return query
  with days as (
    select (range_start at time zone p.time_zone)::date + i as day
      from generate_series(0, (range_end at time zone p.time_zone)::date
                              - (range_start at time zone p.time_zone)::date) i
  ), windows as (
    select (days.day + r.start_time) at time zone p.time_zone as opens,
           (days.day + r.end_time) at time zone p.time_zone as closes
      from days join public.availability_rules r
        on r.provider_id = p.id and r.weekday = extract(dow from days.day)
  ), candidates as (
    select s as slot_start, s + make_interval(mins => duration_minutes) as slot_end
      from windows,
           generate_series(windows.opens, windows.closes - make_interval(mins => duration_minutes),
                           interval '30 minutes') s
  ), busy as materialized (
    -- Read once, through the exclusion constraint's GiST index: only the live bookings that
    -- overlap the range (and its buffer), however long the provider's history; as one multirange,
    -- which each candidate tests by binary search.
    select coalesce(range_agg(b.blocked), '{}') as taken from public.bookings b
     where b.provider_id = p.id and b.status in ('requested', 'confirmed')
       and b.blocked && tstzrange(range_start, range_end + make_interval(mins => p.buffer_minutes))
  ), away as materialized (
    select coalesce(range_agg(t.period), '{}') as taken from public.time_off t
     where t.provider_id = p.id and t.period && tstzrange(range_start, range_end)
  )
  select c.slot_start, c.slot_end
    from candidates c, busy, away
   where c.slot_start >= range_start and c.slot_end <= range_end
     and c.slot_start > now()
     and c.slot_start <= now() + make_interval(days => p.booking_horizon_days)
     and not away.taken && tstzrange(c.slot_start, c.slot_end)
     and not busy.taken && tstzrange(c.slot_start, c.slot_end + make_interval(mins => p.buffer_minutes))
   order by c.slot_start;
end
$$;

-- Marks a temple pooja performed (as complete_booking does) with an optional recording link, and
-- tells the devotee where to watch it.
create function public.mark_pooja_performed(booking_id uuid, recording_url text default null)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  booking public.bookings;
begin
  booking := public.complete_booking(mark_pooja_performed.booking_id);
  if nullif(trim(recording_url), '') is not null then
    update public.bookings b set recording_url = trim(mark_pooja_performed.recording_url)
     where b.id = booking.id returning * into booking;
    perform app_private.notify(array[booking.devotee_id], 'pooja_recording',
                               'Your pooja was performed', 'Watch the recording: ' || booking.title,
                               '/bookings/' || booking.id, jsonb_build_object('title', booking.title));
  end if;
  return booking;
end
$$;

-- A private room for one booking: a Jitsi Meet room, which needs no account or key, named with
-- 244 random bits (two version-4 UUIDs) so that nobody finds it by guessing.
create function app_private.new_private_room() returns text
  language sql volatile set search_path = ''
as $$
  select 'https://meet.jit.si/BhaktiSetu-' || replace(gen_random_uuid()::text, '-', '')
         || replace(gen_random_uuid()::text, '-', '')
$$;

-- When a booking becomes confirmed it gets its meeting, as the offering says then: offline at the
-- address; a phone call only when the devotee gave a phone; the host's link, or else a new room.
create function app_private.open_booking_meeting() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  chosen public.meeting_kind;
  link text;
begin
  select case
           when new.mode = 'offline' then 'at_address'
           when o.meeting_kind = 'phone_call' and new.contact_phone is null then 'private_room'
           when o.meeting_kind = 'video_link' and l.url is null then 'private_room'
           else o.meeting_kind::text
         end::public.meeting_kind,
         l.url
    into chosen, link
    from public.offerings o
    left join public.offering_meeting_links l on l.offering_id = o.id
   where o.id = new.offering_id;
  insert into public.booking_meetings (booking_id, kind, url)
  values (new.id, coalesce(chosen, 'private_room'),
          case coalesce(chosen, 'private_room')
            when 'video_link' then link
            when 'private_room' then app_private.new_private_room()
          end)
  on conflict (booking_id) do nothing;
  return null;
end
$$;

-- change_booking_meeting: the host moves a confirmed online booking to another link of theirs, or
-- (no link) to a new private room; the devotee is told in the app and on the timeline.
create function public.change_booking_meeting(booking_id uuid, link text default null)
  returns public.booking_meetings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(change_booking_meeting.booking_id);
  meeting public.booking_meetings;
begin
  if not app_private.manages_host(booking.provider_id, booking.temple_id) then
    raise exception 'Only the host can change where this booking meets'
using errcode = '42501', detail = '{"code":"meeting.host_changes"}';
  end if;
  if booking.status <> 'confirmed' then
    raise exception 'This booking is %, not confirmed', booking.status
      using errcode = 'PT409', hint = 'Only a confirmed booking''s meeting can change.',
            detail = json_build_object('code', 'booking.not_confirmed', 'status', booking.status)::text;
  end if;
  if booking.mode = 'offline' then
    raise exception 'This booking happens at the address'
      using errcode = '22023', hint = 'Only an online booking meets by a link.',
            detail = '{"code":"meeting.at_address"}';
  end if;
  insert into public.booking_meetings as m (booking_id, kind, url)
  select booking.id, c.kind, c.url
    from (select case when nullif(trim(link), '') is null then 'private_room' else 'video_link' end::public.meeting_kind,
                 case when nullif(trim(link), '') is null then app_private.new_private_room()
                      else app_private.checked_meeting_link(link) end) c (kind, url)
  on conflict on constraint booking_meetings_pkey
    do update set kind = excluded.kind, url = excluded.url, updated_at = now()
  returning * into meeting;
  insert into public.booking_events (booking_id, status, actor_id, kind, params)
  values (booking.id, booking.status, uid, 'meeting',
          jsonb_build_object('step', 'meeting_changed', 'meeting', meeting.kind));
  perform app_private.notify(array[booking.devotee_id], 'booking_meeting_changed',
    'The meeting link of your booking changed', booking.title, '/bookings/' || booking.id,
    jsonb_build_object('title', booking.title));
  return meeting;
end
$$;

-- Whether a provider takes bookings at [starts_at, ends_at): within their horizon and weekly hours,
-- and not away. Raises the refusal a devotee reads otherwise.
create function app_private.check_provider_time(p public.providers, starts_at timestamptz, ends_at timestamptz)
  returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if starts_at > now() + make_interval(days => p.booking_horizon_days) then
    raise exception 'Bookings open only % days ahead', p.booking_horizon_days
      using errcode = '22023', hint = 'Choose an earlier date.',
            detail = json_build_object('code', 'booking.too_far_ahead', 'days', p.booking_horizon_days)::text;
  end if;
  if not app_private.is_within_availability(p.id, p.time_zone, starts_at, ends_at) then
    raise exception 'The provider is not available at this time'
      using errcode = '22023', hint = 'Pick one of the times available_slots returns.',
            detail = '{"code":"booking.provider_unavailable"}';
  end if;
  if exists (select 1 from public.time_off t
              where t.provider_id = p.id and t.period && tstzrange(starts_at, ends_at)) then
    raise exception 'The provider is away at this time'
      using errcode = '22023', hint = 'Pick one of the times available_slots returns.',
            detail = '{"code":"booking.provider_away"}';
  end if;
end
$$;

-- The slot a booking would move to at starts_at: as long as it is now, at a time its host takes
-- bookings (a provider's hours, a temple's published performances), in the future.
create function app_private.check_new_booking_time(booking public.bookings, starts_at timestamptz)
  returns tstzrange
  language plpgsql stable set search_path = ''
as $$
declare
  new_slot tstzrange := tstzrange(starts_at, starts_at + (upper(booking.slot) - lower(booking.slot)));
  p public.providers;
begin
  if starts_at is null or starts_at <= now() then
    raise exception 'This time has already passed'
      using errcode = '22023', hint = 'Choose a time in the future.',
            detail = '{"code":"booking.time_passed"}';
  end if;
  if starts_at = lower(booking.slot) then
    raise exception 'The booking is already at this time'
      using errcode = '22023', hint = 'Choose another time.',
            detail = '{"code":"booking.same_time"}';
  end if;
  if booking.provider_id is not null then
    select * into p from public.providers x where x.id = booking.provider_id;
    perform app_private.check_provider_time(p, lower(new_slot), upper(new_slot));
  else
    perform app_private.require_scheduled_performance(booking.offering_id, booking.temple_id, starts_at);
  end if;
  return new_slot;
end
$$;

-- Moves a booking to new_slot, keeping the provider's buffer after it; the exclusion constraint
-- refuses a slot someone else holds, as when booking. Any proposal is settled by the move.
create function app_private.move_booking(booking public.bookings, new_slot tstzrange, actor uuid, step text)
  returns public.bookings
  language plpgsql set search_path = ''
as $$
declare
  moved public.bookings;
begin
  begin
    update public.bookings b
       set slot = new_slot,
           blocked = tstzrange(lower(new_slot), upper(new_slot) + (upper(b.blocked) - upper(b.slot)))
     where b.id = booking.id
     returning * into moved;
  exception when exclusion_violation then
    raise exception 'This slot is no longer available'
      using errcode = '23P01', hint = 'Someone else has just booked it; choose another time.',
            detail = '{"code":"booking.slot_taken"}';
  end;
  delete from public.booking_time_proposals x where x.booking_id = booking.id;
  insert into public.booking_events (booking_id, status, actor_id, kind, params)
  values (booking.id, moved.status, actor, 'reschedule',
          jsonb_build_object('step', step, 'from', lower(booking.slot), 'to', lower(new_slot)));
  return moved;
end
$$;

-- Inside the free-cancellation window, as the cancellation rule states it (common/src/cancellation-policy.ts).
create function app_private.is_free_to_change(booking public.bookings) returns boolean
  language sql stable set search_path = ''
as $$
  select booking.kept_percent = 0
      or now() <= lower(booking.slot) - make_interval(hours => booking.free_cancel_hours)
$$;

-- reschedule_booking: the devotee moves a confirmed booking to another free time of the same
-- offering while it could still be cancelled free; nothing is paid again and the host is told.
create function public.reschedule_booking(booking_id uuid, starts_at timestamptz)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(reschedule_booking.booking_id);
begin
  if booking.devotee_id <> uid then
    raise exception 'Only the devotee can move this booking'
      using errcode = '42501', hint = 'Propose a new time instead.',
            detail = '{"code":"booking.devotee_moves"}';
  end if;
  if booking.status <> 'confirmed' then
    raise exception 'This booking is %, not confirmed', booking.status
      using errcode = 'PT409', hint = 'Only a confirmed booking can be moved.',
            detail = json_build_object('code', 'booking.not_confirmed', 'status', booking.status)::text;
  end if;
  if not app_private.is_free_to_change(booking) then
    raise exception 'The free cancellation window has closed'
      using errcode = 'PT409', hint = 'Ask the provider to propose a new time.',
            detail = '{"code":"booking.change_window_closed"}';
  end if;
  booking := app_private.move_booking(booking,
    app_private.check_new_booking_time(booking, reschedule_booking.starts_at), uid, 'moved');
  perform app_private.notify(app_private.host_users(booking), 'booking_rescheduled',
    'A booking was moved', booking.title, '/bookings/' || booking.id,
    jsonb_build_object('title', booking.title, 'starts_at', lower(booking.slot)));
  return booking;
end
$$;

-- propose_booking_time: the host asks to move a confirmed booking; it moves only if the devotee
-- accepts. A new proposal replaces the last.
create function public.propose_booking_time(booking_id uuid, starts_at timestamptz)
  returns public.booking_time_proposals
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(propose_booking_time.booking_id);
  proposal public.booking_time_proposals;
begin
  if not app_private.manages_host(booking.provider_id, booking.temple_id) then
    raise exception 'Only the provider can propose a new time'
      using errcode = '42501', hint = 'Move the booking yourself while it is free to change.',
            detail = '{"code":"booking.provider_proposes"}';
  end if;
  if booking.status <> 'confirmed' or lower(booking.slot) <= now() then
    raise exception 'Only a confirmed booking that has not started can be moved'
      using errcode = 'PT409', hint = 'Cancel it instead.',
            detail = '{"code":"booking.not_movable"}';
  end if;
  insert into public.booking_time_proposals as x (booking_id, slot, proposed_by)
  values (booking.id, app_private.check_new_booking_time(booking, propose_booking_time.starts_at), uid)
  on conflict on constraint booking_time_proposals_pkey
  do update set slot = excluded.slot, proposed_by = excluded.proposed_by, created_at = now()
  returning * into proposal;
  insert into public.booking_events (booking_id, status, actor_id, kind, params)
  values (booking.id, booking.status, uid, 'reschedule',
          jsonb_build_object('step', 'proposed', 'from', lower(booking.slot), 'to', lower(proposal.slot)));
  perform app_private.notify(array[booking.devotee_id], 'booking_time_proposed',
    'A new time is proposed for your booking', booking.title, '/bookings/' || booking.id,
    jsonb_build_object('title', booking.title, 'starts_at', lower(proposal.slot)));
  return proposal;
end
$$;

-- answer_booking_time: the devotee accepts the proposed time (the booking moves, if the time is
-- still free) or declines it (the booking stays; the host may keep it or cancel with a full refund).
create function public.answer_booking_time(booking_id uuid, accept boolean)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(answer_booking_time.booking_id);
  proposal public.booking_time_proposals;
begin
  if booking.devotee_id <> uid then
    raise exception 'Only the devotee can answer a proposed time'
      using errcode = '42501', detail = '{"code":"booking.devotee_answers"}';
  end if;
  select * into proposal from public.booking_time_proposals x where x.booking_id = booking.id;
  if not found or booking.status <> 'confirmed' then
    raise exception 'No new time is proposed for this booking'
      using errcode = 'PT404', hint = 'Reload the booking.',
            detail = '{"code":"booking.no_proposal"}';
  end if;
  if accept is null then
    raise exception 'Say whether you accept the new time'
      using errcode = '22023', hint = 'Pass accept: true or false.',
            detail = '{"code":"booking.time_answer_required"}';
  end if;
  if accept then
    if lower(proposal.slot) <= now() then
      raise exception 'This time has already passed'
        using errcode = '22023', hint = 'Ask the provider for another time.',
              detail = '{"code":"booking.time_passed"}';
    end if;
    booking := app_private.move_booking(booking, proposal.slot, uid, 'accepted');
  else
    delete from public.booking_time_proposals x where x.booking_id = booking.id;
    insert into public.booking_events (booking_id, status, actor_id, kind, params)
    values (booking.id, booking.status, uid, 'reschedule',
            jsonb_build_object('step', 'declined', 'from', lower(booking.slot), 'to', lower(proposal.slot)));
  end if;
  perform app_private.notify(app_private.host_users(booking),
    case when accept then 'booking_time_accepted' else 'booking_time_declined' end,
    case when accept then 'The devotee accepted the new time' else 'The devotee kept the original time' end,
    booking.title, '/bookings/' || booking.id,
    jsonb_build_object('title', booking.title, 'starts_at', lower(booking.slot)));
  return booking;
end
$$;

-- Triggers ----------------------------------------------------------------------------------

create trigger bookings_touch_updated_at before update on public.bookings
  for each row execute function app_private.touch_updated_at();

create trigger bookings_refuse_unscheduled_pooja
  before insert on public.bookings
  for each row execute function app_private.refuse_unscheduled_pooja();

create trigger bookings_open_meeting_insert after insert on public.bookings
  for each row when (new.status = 'confirmed') execute function app_private.open_booking_meeting();

create trigger bookings_open_meeting after update of status on public.bookings
  for each row when (new.status = 'confirmed' and old.status is distinct from 'confirmed')
  execute function app_private.open_booking_meeting();

-- Execute --------------------------------------------------------------------------------

-- Who may call each function, by name: revoked from every role first, since the default
-- privileges of a Supabase project grant execute on new functions to the API roles.

revoke execute on function
  app_private.add_booking_event(public.bookings, uuid, text),
  app_private.host_users(public.bookings),
  app_private.is_within_availability(uuid, text, timestamp with time zone, timestamp with time zone),
  app_private.lock_booking(uuid)
  from public, anon, authenticated, service_role;

revoke execute on function
  public.book_offering(uuid, timestamp with time zone, public.booking_mode, text, text, text, text, text, text, text),
  public.respond_to_booking(uuid, boolean, text),
  public.cancel_booking(uuid, text),
  public.complete_booking(uuid),
  public.mark_pooja_performed(uuid, text)
  from public, anon, authenticated, service_role;

grant execute on function
  public.book_offering(uuid, timestamp with time zone, public.booking_mode, text, text, text, text, text, text, text),
  public.respond_to_booking(uuid, boolean, text),
  public.cancel_booking(uuid, text),
  public.complete_booking(uuid),
  public.mark_pooja_performed(uuid, text)
  to authenticated, service_role;

revoke execute on function
  public.available_slots(uuid, timestamp with time zone, timestamp with time zone, integer)
  from public, anon, authenticated, service_role;

grant execute on function
  public.available_slots(uuid, timestamp with time zone, timestamp with time zone, integer)
  to anon, authenticated, service_role;

revoke execute on function
  app_private.new_private_room(),
  app_private.open_booking_meeting()
  from public, anon, authenticated, service_role;

revoke execute on function public.change_booking_meeting(uuid, text)
  from public, anon, authenticated, service_role;

grant execute on function public.change_booking_meeting(uuid, text) to authenticated, service_role;

revoke execute on function
  app_private.check_provider_time(public.providers, timestamp with time zone, timestamp with time zone),
  app_private.check_new_booking_time(public.bookings, timestamp with time zone),
  app_private.move_booking(public.bookings, tstzrange, uuid, text),
  app_private.is_free_to_change(public.bookings),
  public.reschedule_booking(uuid, timestamp with time zone),
  public.propose_booking_time(uuid, timestamp with time zone),
  public.answer_booking_time(uuid, boolean)
  from public, anon, authenticated, service_role;
grant execute on function
  public.reschedule_booking(uuid, timestamp with time zone),
  public.propose_booking_time(uuid, timestamp with time zone),
  public.answer_booking_time(uuid, boolean)
  to authenticated, service_role;

-- Access ---------------------------------------------------------------------------------

-- Table by table: row-level security, then grants (which columns a role may touch at all),
-- then policies (which rows). service_role bypasses row-level security.

-- bookings: read by the devotee and the host; every change goes through the booking functions.
alter table public.bookings enable row level security;
revoke all on public.bookings from public, anon, authenticated, service_role;
grant select on public.bookings to authenticated;
grant select, insert, update, delete on public.bookings to service_role;
create policy "Devotees and hosts read their bookings" on public.bookings
  for select to authenticated
  using (devotee_id = (select auth.uid())
         or provider_id = any ((select app_private.owned_provider_ids())::uuid[])
         or (provider_id is null and temple_id = any ((select app_private.administered_temple_ids())::uuid[])));
-- Realtime: a booking's page and the host's inbox change as the booking does, for whoever reads it.
alter publication supabase_realtime add table public.bookings;

alter table public.booking_events enable row level security;
revoke all on public.booking_events from public, anon, authenticated, service_role;
grant select on public.booking_events to authenticated;
grant select, insert, update, delete on public.booking_events to service_role;
create policy "Whoever reads a booking reads its timeline" on public.booking_events
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id));
-- Realtime: a new step shows on the booking's timeline as it is written.
alter publication supabase_realtime add table public.booking_events;

revoke all on sequence public.booking_events_id_seq from public, anon, authenticated, service_role;
grant select, usage on sequence public.booking_events_id_seq to anon, authenticated, service_role;

-- booking_meetings: the devotee and the hosts read it while the booking is confirmed or completed
-- (the bookings policy decides who reads the booking); never before, never anyone else.
alter table public.booking_meetings enable row level security;
revoke all on public.booking_meetings from public, anon, authenticated, service_role;
grant select on public.booking_meetings to authenticated;
grant select, insert, update, delete on public.booking_meetings to service_role;
create policy "Devotee and hosts read a confirmed booking's meeting" on public.booking_meetings
  for select to authenticated
  using (exists (select 1 from public.bookings b
                  where b.id = booking_id and b.status in ('confirmed', 'completed')));

-- booking_time_proposals: read with the booking (its policy decides who); written by the functions.
alter table public.booking_time_proposals enable row level security;
revoke all on public.booking_time_proposals from public, anon, authenticated, service_role;
grant select on public.booking_time_proposals to authenticated;
grant select, insert, update, delete on public.booking_time_proposals to service_role;
create policy "Whoever reads a booking reads its proposed time" on public.booking_time_proposals
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_time_proposals.booking_id));
