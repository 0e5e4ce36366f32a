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
