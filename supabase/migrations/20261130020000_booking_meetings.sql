-- An online session had no place to meet: each offering says how it happens, and a confirmed booking gets its meeting.
-- How a booked session happens: the host's own video link, a private room made for each booking,
-- a phone call from the host to the devotee, or (offline) at the address.
create type public.meeting_kind as enum ('video_link', 'private_room', 'phone_call', 'at_address');

-- How an offering's online sessions happen; a video link of the host's own lives in
-- offering_meeting_links.
alter table public.offerings
  add column meeting_kind public.meeting_kind not null default 'private_room' check (meeting_kind <> 'at_address');

-- The host's own video link for an offering's online sessions (Google Meet, Zoom, WhatsApp): kept
-- apart from the public offering, copied into a booking's meeting when the host confirms it.
create table public.offering_meeting_links (
  offering_id uuid primary key references public.offerings (id) on delete cascade,
  url text not null check (
    length(url) <= 2048 and url ~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
  ),
  updated_at timestamptz not null default now()
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

-- A meeting change is a timeline step of its own.
alter table public.booking_events drop constraint booking_events_kind_check;
alter table public.booking_events
  add constraint booking_events_kind_check check (kind in ('status', 'payment', 'refund', 'meeting'));

-- An online booking keeps a phone for a phone call.
alter table public.bookings drop constraint bookings_offline_contact;
alter table public.bookings
  add constraint bookings_offline_contact check (mode = 'offline' or address is null);

-- A meeting link as given, trimmed; refuses one that is not https or that points at this site: the
-- request's Origin and Host (the page the host typed it on, and the API's own address) and
-- app.site_url where a deployment sets it.
create function app_private.checked_meeting_link(link text) returns text
  language plpgsql stable set search_path = ''
as $$
declare
  url text := trim(link);
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  host text;
begin
  if url is null or length(url) > 2048 or url !~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$' then
    raise exception 'A meeting link must be an https:// address'
      using errcode = '22023', hint = 'Paste the link your video app gives, starting with https://.',
            detail = '{"code":"meeting.link_not_https"}';
  end if;
  host := regexp_replace(split_part(lower(substring(url from '^https://([^/?#]+)')), '@', -1), ':[0-9]*$', '');
  if host in (select regexp_replace(regexp_replace(lower(h), '^[a-z]+://', ''), '[:/].*$', '')
                from unnest(array[headers ->> 'origin', headers ->> 'host',
                                  current_setting('app.site_url', true)]) h
               where nullif(trim(h), '') is not null) then
    raise exception 'A meeting link cannot point at this site'
      using errcode = '22023', hint = 'Paste the link of your Google Meet, Zoom or WhatsApp call.',
            detail = '{"code":"meeting.link_own_site"}';
  end if;
  return url;
end
$$;

-- set_offering_meeting: the host chooses how an offering's online sessions happen; a video link of
-- their own is checked and kept where only they read it.
create function public.set_offering_meeting(offering_id uuid, kind public.meeting_kind, link text default null)
  returns public.offerings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  o public.offerings;
begin
  select * into o from public.offerings x where x.id = set_offering_meeting.offering_id for update;
  if not found or not app_private.manages_host(o.provider_id, o.temple_id) then
    raise exception 'Offering not found'
using errcode = 'PT404', detail = '{"code":"offering.not_found"}';
  end if;
  if kind is null or kind = 'at_address' then
    raise exception 'Choose a video link, a private room or a phone call'
      using errcode = '22023', hint = 'An offline session always happens at the address.',
            detail = '{"code":"meeting.kind_required"}';
  end if;
  if kind = 'video_link' then
    insert into public.offering_meeting_links as l (offering_id, url)
    values (o.id, app_private.checked_meeting_link(link))
    on conflict on constraint offering_meeting_links_pkey
      do update set url = excluded.url, updated_at = now();
  else
    delete from public.offering_meeting_links l where l.offering_id = o.id;
  end if;
  update public.offerings x set meeting_kind = set_offering_meeting.kind
   where x.id = o.id returning * into o;
  return o;
end
$$;

-- book_offering: a devotee asks for a slot. The offering's price and cancellation rule are copied
-- in; the exclusion constraint settles races between devotees for the same provider and time.
create or replace function public.book_offering(
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
    if book_offering.starts_at > now() + make_interval(days => p.booking_horizon_days) then
      raise exception 'Bookings open only % days ahead', p.booking_horizon_days
        using errcode = '22023', hint = 'Choose an earlier date.',
              detail = json_build_object('code', 'booking.too_far_ahead', 'days', p.booking_horizon_days)::text;
    end if;
    if p.user_id = uid then
      raise exception 'You cannot book your own offering'
using errcode = '22023', detail = '{"code":"booking.own_offering"}';
    end if;
    if not app_private.is_within_availability(p.id, p.time_zone, book_offering.starts_at, ends_at) then
      raise exception 'The provider is not available at this time'
        using errcode = '22023', hint = 'Pick one of the times available_slots returns.',
              detail = '{"code":"booking.provider_unavailable"}';
    end if;
    if exists (select 1 from public.time_off t
                where t.provider_id = p.id and t.period && tstzrange(book_offering.starts_at, ends_at)) then
      raise exception 'The provider is away at this time'
        using errcode = '22023', hint = 'Pick one of the times available_slots returns.',
              detail = '{"code":"booking.provider_away"}';
    end if;
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
  perform app_private.notify(app_private.host_users(booking), 'booking_requested', 'New booking request',
    booking.title, '/bookings');
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

create trigger bookings_open_meeting_insert after insert on public.bookings
  for each row when (new.status = 'confirmed') execute function app_private.open_booking_meeting();

create trigger bookings_open_meeting after update of status on public.bookings
  for each row when (new.status = 'confirmed' and old.status is distinct from 'confirmed')
  execute function app_private.open_booking_meeting();

revoke execute on function app_private.checked_meeting_link(text)
  from public, anon, authenticated, service_role;

revoke execute on function public.set_offering_meeting(uuid, public.meeting_kind, text)
  from public, anon, authenticated, service_role;

grant execute on function public.set_offering_meeting(uuid, public.meeting_kind, text)
  to authenticated, service_role;

revoke execute on function
  app_private.new_private_room(),
  app_private.open_booking_meeting()
  from public, anon, authenticated, service_role;

revoke execute on function public.change_booking_meeting(uuid, text)
  from public, anon, authenticated, service_role;

grant execute on function public.change_booking_meeting(uuid, text) to authenticated, service_role;

-- offering_meeting_links: only the offering's host reads its link; set_offering_meeting writes it.
alter table public.offering_meeting_links enable row level security;
revoke all on public.offering_meeting_links from public, anon, authenticated, service_role;
grant select on public.offering_meeting_links to authenticated;
grant select, insert, update, delete on public.offering_meeting_links to service_role;
create policy "Hosts read their offerings' meeting links" on public.offering_meeting_links
  for select to authenticated
  using (exists (select 1 from public.offerings o
                  where o.id = offering_id and app_private.manages_host(o.provider_id, o.temple_id)));

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
