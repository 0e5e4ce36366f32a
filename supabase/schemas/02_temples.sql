-- Temples: their pages, administrators and invitations, events, announcements, seva programs, katha series and gallery.

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Types -------------------------------------------------------------------------------------

create type public.temple_event_kind as enum ('special_pooja', 'katha_series', 'festival');

-- Tables ------------------------------------------------------------------------------------

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
  upi_id text check (upi_id ~ '^[A-Za-z0-9._-]{2,255}@[A-Za-z]{2,64}$'),
  time_zone text not null default 'Asia/Kolkata' check (app_private.is_time_zone(time_zone)),
  verification_status public.verification_status not null default 'pending',
  rejection_reason text check (length(rejection_reason) <= 1000),
  verified_at timestamptz,
  follower_count integer not null default 0 check (follower_count >= 0),
  created_by uuid references auth.users (id) on delete set null,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deity text check (length(deity) <= 120),
  -- As the temple prints them, e.g. "5:00 AM – 12:00 PM, 4:00 PM – 9:00 PM".
  darshan_timings text check (length(darshan_timings) <= 200),
  aarti_timings text check (length(aarti_timings) <= 200),
  address text check (length(address) <= 300),
  map_url text check (
    length(map_url) <= 2048 and map_url ~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
  ),
  registration_number text check (length(registration_number) <= 100),
  eighty_g_number text check (length(eighty_g_number) <= 100),
  eighty_g_valid_until date,
  receipt_prefix text not null check (receipt_prefix ~ '^[A-Z0-9]{1,10}$')
);

create table public.temple_admins (
  temple_id uuid not null references public.temples (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (temple_id, user_id)
);

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
  cancelled_at timestamptz,
  featured_until timestamptz,
  speaker text check (length(speaker) <= 120),
  -- Whether its host is listed (verified or sample); kept by triggers, read by the public policy.
  host_listed boolean not null default false,
  constraint temple_events_capacity check (capacity is null or registration_count <= capacity)
);

create table public.event_registrations (
  event_id uuid not null references public.temple_events (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  seats smallint not null default 1 check (seats between 1 and 10),
  created_at timestamptz not null default now(),
  primary key (event_id, user_id)
);

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
  updated_at timestamptz not null default now(),
  promoted_until timestamptz,
  -- Whether its host is listed (verified or sample); kept by triggers, read by the public policy.
  host_listed boolean not null default false
);

-- An announcement to a temple's followers: one notification each and one e-mail job each.
create table public.temple_announcements (
  id uuid primary key default gen_random_uuid(),
  temple_id uuid not null references public.temples (id) on delete cascade,
  sent_by uuid references auth.users (id) on delete set null,
  title text not null check (length(trim(title)) between 1 and 120),
  body text not null check (length(trim(body)) between 1 and 1000),
  link text check (link ~ '^/[^[:space:]]*$' and length(link) <= 300),
  recipient_count integer not null default 0 check (recipient_count >= 0),
  created_at timestamptz not null default now()
);

create table public.katha_sessions (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.temple_events (id) on delete cascade,
  starts_at timestamptz not null,
  topic text not null default '' check (length(topic) <= 160),
  created_at timestamptz not null default now(),
  constraint katha_sessions_once unique (event_id, starts_at)
);

-- A temple's gallery: photos in the temple-media bucket under the temple's folder, captioned and
-- in the order its admins choose.
create table public.temple_photos (
  id uuid primary key default gen_random_uuid(),
  temple_id uuid not null references public.temples (id) on delete cascade,
  -- The object's path in temple-media; it must lie in the temple's own folder.
  path text not null check (length(path) <= 300),
  caption text not null default '' check (length(caption) <= 200),
  position integer not null,
  created_at timestamptz not null default now(),
  -- Whether its host is listed (verified or sample); kept by triggers, read by the public policy.
  host_listed boolean not null default false,
  constraint temple_photos_in_folder check (split_part(path, '/', 1) = temple_id::text),
  constraint temple_photos_position_key unique (temple_id, position) deferrable initially deferred
);

-- Co-administrators: a temple's admin invites someone by e-mail; whoever holds that verified
-- address accepts (signed in) and becomes an admin of this temple only. A temple keeps at least
-- one admin.
create table public.temple_admin_invites (
  id uuid primary key default gen_random_uuid(),
  temple_id uuid not null references public.temples (id) on delete cascade,
  email text not null check (email = lower(trim(email)) and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  invited_by uuid references auth.users (id) on delete set null,
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  created_at timestamptz not null default now()
);

-- Indexes -----------------------------------------------------------------------------------

-- /temple-admin: the temples a user administers.
create index temple_admins_user_idx on public.temple_admins (user_id);

-- /temple-admin (first three upcoming) and /temple-admin/events: a temple's events by date.
create index temple_events_temple_idx on public.temple_events (temple_id, starts_at);

-- Public events list: upcoming events by date.
create index temple_events_starts_idx on public.temple_events (starts_at);

-- /explore, its events and /pray in their list orders (keyset pages). Not partial: a signed-in
-- admin's policy also passes their own unlisted rows, so no listed-only predicate holds for them.
create index temples_listing_order_idx on public.temples (is_sample, name, id);

create index temple_events_listing_order_idx on public.temple_events (is_sample, starts_at, id);

create index seva_programs_listing_order_idx on public.seva_programs (is_sample, created_at desc, id);

-- A devotee's registrations.
create index event_registrations_user_idx on public.event_registrations (user_id);

-- /temple-admin seva list and the temple page.
create index seva_programs_temple_idx on public.seva_programs (temple_id);

-- The rate limit and the admin's history: a temple's announcements, newest first.
create index temple_announcements_temple_idx on public.temple_announcements (temple_id, created_at desc);

-- The temple page and the Katha page: a series' sessions in order.
create index katha_sessions_event_idx on public.katha_sessions (event_id, starts_at);

-- One open invitation per address per temple; the invitee's list by address.
create unique index temple_admin_invites_open_idx on public.temple_admin_invites (temple_id, email)
  where accepted_at is null;

create index temple_admin_invites_email_idx on public.temple_admin_invites (email);

-- Functions ---------------------------------------------------------------------------------

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
      using errcode = 'PT409', hint = 'Choose fewer seats or another event.',
            detail = '{"code":"event.full"}';
  end if;
  return null;
end
$$;

-- The slug is the temple's shared link: fixed once the temple is verified.
create function app_private.keep_verified_temple_slug() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.slug is distinct from old.slug and old.verification_status = 'verified'
     and auth.role() = 'authenticated' then
    raise exception 'A verified temple keeps its link'
      using errcode = '22023', hint = 'Devotees have shared it; ask the platform to change it.',
            detail = '{"code":"temple.verified_keeps_link"}';
  end if;
  return new;
end
$$;

-- Cancelling tells everyone registered, in the app.
create function app_private.announce_cancelled_event() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.notify(
    array(select r.user_id from public.event_registrations r where r.event_id = new.id),
    'event_cancelled',
    'Cancelled: ' || new.title,
    'The temple has cancelled this event. Your registration is withdrawn.',
    '/explore',
    jsonb_build_object('event', new.title));
  return new;
end
$$;

-- The longest a temple may pin an event or promote a program at once.
create function app_private.check_promotion_end(until timestamptz) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if until is not null and (until <= now() or until > now() + interval '30 days') then
    raise exception 'Choose an end within the next 30 days'
      using errcode = '22023', hint = 'A promotion runs from now for at most 30 days.',
            detail = '{"code":"promotion.end_out_of_range"}';
  end if;
end
$$;

create function public.feature_temple_event(event_id uuid, until timestamptz)
  returns public.temple_events
  language plpgsql security definer set search_path = ''
as $$
declare
  event public.temple_events;
begin
  perform app_private.require_user();
  perform app_private.check_promotion_end(until);
  update public.temple_events e set featured_until = until
   where e.id = feature_temple_event.event_id and app_private.administers_temple(e.temple_id)
     and e.cancelled_at is null and not e.is_sample
   returning * into event;
  if not found then
    raise exception 'Event not found'
      using errcode = 'PT404', hint = 'Choose one of your temple''s events.',
            detail = '{"code":"event.not_found"}';
  end if;
  return event;
end
$$;

create function public.promote_seva_program(program_id uuid, until timestamptz)
  returns public.seva_programs
  language plpgsql security definer set search_path = ''
as $$
declare
  program public.seva_programs;
begin
  perform app_private.require_user();
  perform app_private.check_promotion_end(until);
  update public.seva_programs p set promoted_until = until
   where p.id = promote_seva_program.program_id and app_private.administers_temple(p.temple_id)
     and not p.is_sample
   returning * into program;
  if not found then
    raise exception 'Seva program not found'
      using errcode = 'PT404', hint = 'Choose one of your temple''s programs.',
            detail = '{"code":"seva.not_found"}';
  end if;
  return program;
end
$$;

-- Who registered for an event, as its temple sees them: the name on their profile, seats, when.
create function public.list_event_registrations(event_id uuid)
  returns table (user_id uuid, display_name text, seats smallint, registered_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  if not exists (select 1 from public.temple_events e
                  where e.id = list_event_registrations.event_id
                    and app_private.administers_temple(e.temple_id)) then
    raise exception 'Event not found'
      using errcode = 'PT404', hint = 'Choose one of your temple''s events.',
            detail = '{"code":"event.not_found"}';
  end if;
  return query
    select r.user_id, coalesce(nullif(p.display_name, ''), 'Devotee'), r.seats, r.created_at
      from public.event_registrations r
      left join public.profiles p on p.id = r.user_id
     where r.event_id = list_event_registrations.event_id
     order by r.created_at, r.user_id;
end
$$;

-- A temple's followers as its admins see them: the name on their profile and since when, never
-- an e-mail or a phone.
create function public.list_temple_followers(temple_id uuid)
  returns table (display_name text, followed_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  if not app_private.administers_temple(list_temple_followers.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  return query
    select coalesce(nullif(p.display_name, ''), 'Devotee'), f.created_at
      from public.follows f
      left join public.profiles p on p.id = f.user_id
     where f.temple_id = list_temple_followers.temple_id
     order by f.created_at desc, f.id;
end
$$;

-- Followers hear from a temple at most this often, so following never becomes a nuisance.
create function public.send_temple_announcement(temple_id uuid, title text, body text, link text default null)
  returns public.temple_announcements
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  followers uuid[];
  oldest_recent timestamptz;
  announcement public.temple_announcements;
begin
  if not app_private.administers_temple(send_temple_announcement.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  -- One announcement at a time per temple, so two admins racing cannot both pass the limit.
  perform 1 from public.temples t where t.id = send_temple_announcement.temple_id for update;
  select min(a.created_at) into oldest_recent
    from (select x.created_at from public.temple_announcements x
           where x.temple_id = send_temple_announcement.temple_id
             and x.created_at > now() - interval '24 hours'
           order by x.created_at desc limit 3) a
   having count(*) >= 3;
  if oldest_recent is not null then
    raise exception 'Your followers have had 3 notifications in the last 24 hours'
      using errcode = 'PT429',
            hint = 'You can send the next one after ' ||
                   to_char((oldest_recent + interval '24 hours') at time zone 'Asia/Kolkata',
                           'DD Mon, HH12:MI AM') || ' IST.',
            detail = json_build_object('code', 'announcement.rate_limited', 'retry_at', oldest_recent + interval '24 hours')::text;
  end if;
  if length(trim(coalesce(title, ''))) = 0 or length(trim(coalesce(body, ''))) = 0 then
    raise exception 'Write a title and a message'
using errcode = '22023', detail = '{"code":"announcement.text_required"}';
  end if;
  followers := array(select f.user_id from public.follows f
                      where f.temple_id = send_temple_announcement.temple_id);
  insert into public.temple_announcements (temple_id, sent_by, title, body, link, recipient_count)
  values (send_temple_announcement.temple_id, uid, trim(title), trim(body), nullif(trim(link), ''),
          coalesce(array_length(followers, 1), 0))
  returning * into announcement;
  perform app_private.notify(followers, 'temple_announcement', announcement.title, announcement.body,
                             coalesce(announcement.link, '/explore'));
  insert into public.jobs (kind, payload)
  select 'temple.announcement', jsonb_build_object('announcement_id', announcement.id, 'user_id', f)
    from unnest(followers) f;
  return announcement;
end
$$;

-- Creates or replaces a series and its sessions in one transaction: the event starts with its
-- first session. `sessions` is a JSON array of {"starts_at": instant, "topic": text}.
create function public.save_katha_series(
  temple_id uuid,
  title text,
  speaker text,
  sessions jsonb,
  description text default '',
  capacity integer default null,
  event_id uuid default null
) returns public.temple_events
  language plpgsql security definer set search_path = ''
as $$
declare
  event public.temple_events;
  first_start timestamptz;
  session_count integer;
begin
  perform app_private.require_user();
  if not app_private.administers_temple(save_katha_series.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  if jsonb_typeof(sessions) is distinct from 'array' or jsonb_array_length(sessions) not between 1 and 60 then
    raise exception 'Give the series between 1 and 60 sessions'
using errcode = '22023', detail = '{"code":"katha.session_count"}';
  end if;
  if nullif(trim(speaker), '') is null then
    raise exception 'Name the speaker'
using errcode = '22023', detail = '{"code":"katha.speaker_required"}';
  end if;
  select min((s ->> 'starts_at')::timestamptz), count(*) into first_start, session_count
    from jsonb_array_elements(sessions) s;
  if first_start <= now() then
    raise exception 'Every session must be in the future'
using errcode = '22023', detail = '{"code":"katha.session_passed"}';
  end if;
  if event_id is null then
    insert into public.temple_events (temple_id, title, kind, starts_at, speaker, description, capacity)
    values (save_katha_series.temple_id, trim(title), 'katha_series', first_start, trim(speaker),
            coalesce(trim(description), ''), capacity)
    returning * into event;
  else
    update public.temple_events e
       set title = trim(save_katha_series.title), starts_at = first_start,
           speaker = trim(save_katha_series.speaker),
           description = coalesce(trim(save_katha_series.description), ''),
           capacity = save_katha_series.capacity
     where e.id = save_katha_series.event_id and e.temple_id = save_katha_series.temple_id
       and e.kind = 'katha_series' and e.cancelled_at is null and not e.is_sample
    returning * into event;
    if not found then
      raise exception 'Katha series not found'
        using errcode = 'PT404', hint = 'Choose one of your temple''s series.',
              detail = '{"code":"katha.not_found"}';
    end if;
    delete from public.katha_sessions k where k.event_id = event.id;
  end if;
  insert into public.katha_sessions (event_id, starts_at, topic)
  select event.id, (s ->> 'starts_at')::timestamptz, coalesce(trim(s ->> 'topic'), '')
    from jsonb_array_elements(sessions) s;
  return event;
exception
  when unique_violation then
    raise exception 'Two sessions have the same date and time'
using errcode = '22023', detail = '{"code":"katha.duplicate_session"}';
  when invalid_datetime_format or datetime_field_overflow then
    raise exception 'A session''s date and time could not be read'
using errcode = '22023', detail = '{"code":"katha.unreadable_session"}';
end
$$;

-- A new photo goes last; the temple's row lock keeps two uploads from taking one place.
create function app_private.place_temple_photo_last() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform 1 from public.temples t where t.id = new.temple_id for update;
  select coalesce(max(p.position), 0) + 1 into new.position
    from public.temple_photos p where p.temple_id = new.temple_id;
  return new;
end
$$;

-- Swaps a photo with its neighbour before (-1) or after (1) it, in one statement.
create function public.move_temple_photo(photo_id uuid, direction integer)
  returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  photo public.temple_photos;
  neighbour public.temple_photos;
begin
  perform app_private.require_user();
  if direction not in (-1, 1) then
    raise exception 'Move a photo one place up (-1) or down (1)'
using errcode = '22023', detail = '{"code":"photo.bad_move"}';
  end if;
  select * into photo from public.temple_photos p where p.id = move_temple_photo.photo_id;
  if not found or not app_private.administers_temple(photo.temple_id) then
    raise exception 'Photo not found'
      using errcode = 'PT404', hint = 'Choose one of your temple''s photos.',
            detail = '{"code":"photo.not_found"}';
  end if;
  perform 1 from public.temples t where t.id = photo.temple_id for update;
  select * into neighbour from public.temple_photos p
   where p.temple_id = photo.temple_id
     and (case when direction < 0 then p.position < photo.position else p.position > photo.position end)
   order by case when direction < 0 then -p.position else p.position end
   limit 1;
  if not found then
    return;
  end if;
  update public.temple_photos p
     set position = case when p.id = photo.id then neighbour.position else photo.position end
   where p.id in (photo.id, neighbour.id);
end
$$;

create function public.invite_temple_admin(temple_id uuid, email text)
  returns public.temple_admin_invites
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  address text := lower(trim(email));
  invite public.temple_admin_invites;
begin
  if not app_private.administers_temple(invite_temple_admin.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  if address !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or length(address) > 254 then
    raise exception 'Enter an e-mail address like name@example.com'
using errcode = '22023', detail = '{"code":"admin_invite.bad_email"}';
  end if;
  if exists (select 1 from public.temple_admins a join auth.users u on u.id = a.user_id
              where a.temple_id = invite_temple_admin.temple_id and lower(u.email) = address) then
    raise exception '% is already an administrator of this temple', address
      using errcode = 'PT409',
            detail = json_build_object('code', 'admin_invite.already_admin', 'email', address)::text;
  end if;
  if (select count(*) from public.temple_admin_invites i
       where i.temple_id = invite_temple_admin.temple_id and i.accepted_at is null
         and i.expires_at > now()) >= 20 then
    raise exception 'A temple has at most 20 open invitations'
      using errcode = 'PT409', hint = 'Withdraw one that is no longer needed.',
            detail = '{"code":"admin_invite.too_many"}';
  end if;
  -- An expired invitation to the same address gives way to the new one.
  delete from public.temple_admin_invites i
   where i.temple_id = invite_temple_admin.temple_id and i.email = address
     and i.accepted_at is null and i.expires_at <= now();
  insert into public.temple_admin_invites (temple_id, email, invited_by)
  values (invite_temple_admin.temple_id, address, uid)
  returning * into invite;
  perform app_private.enqueue_job('temple.admin_invite', jsonb_build_object('invite_id', invite.id));
  return invite;
exception
  when unique_violation then
    raise exception '% is already invited', address
      using errcode = 'PT409', hint = 'They can accept from the e-mail they received.',
            detail = json_build_object('code', 'admin_invite.already_invited', 'email', address)::text;
end
$$;

-- The open invitations for the caller's confirmed address.
create function public.my_temple_admin_invites()
  returns table (id uuid, temple_name text, temple_slug text, expires_at timestamptz)
  language sql stable security definer set search_path = ''
as $$
  select i.id, t.name, t.slug, i.expires_at
    from public.temple_admin_invites i join public.temples t on t.id = i.temple_id
   where i.email = app_private.confirmed_email() and i.accepted_at is null and i.expires_at > now()
   order by i.created_at desc
$$;

create function public.accept_temple_admin_invite(invite_id uuid)
  returns public.temple_admins
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  invite public.temple_admin_invites;
  admin public.temple_admins;
begin
  select * into invite from public.temple_admin_invites i
   where i.id = accept_temple_admin_invite.invite_id and i.email = app_private.confirmed_email()
   for update;
  if not found then
    raise exception 'Invitation not found'
      using errcode = 'PT404', hint = 'Sign in with the address the invitation was sent to.',
            detail = '{"code":"invitation.not_found"}';
  end if;
  if invite.accepted_at is not null or invite.expires_at <= now() then
    raise exception 'This invitation has expired or was already used'
      using errcode = 'PT409', hint = 'Ask the temple to invite you again.',
            detail = '{"code":"admin_invite.expired"}';
  end if;
  update public.temple_admin_invites i set accepted_at = now() where i.id = invite.id;
  insert into public.temple_admins (temple_id, user_id) values (invite.temple_id, uid)
  on conflict do nothing;
  select * into admin from public.temple_admins a where a.temple_id = invite.temple_id and a.user_id = uid;
  return admin;
end
$$;

-- Fellow admins of a temple as its admins see them: name and address.
create function public.list_temple_admins(temple_id uuid)
  returns table (user_id uuid, display_name text, email text)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not app_private.administers_temple(list_temple_admins.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  return query
    select a.user_id, coalesce(nullif(p.display_name, ''), u.email), u.email
      from public.temple_admins a
      join auth.users u on u.id = a.user_id
      left join public.profiles p on p.id = a.user_id
     where a.temple_id = list_temple_admins.temple_id
     order by a.created_at;
end
$$;

-- A temple is never left without an administrator (unless the temple itself is deleted).
create function app_private.keep_one_temple_admin() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.temples t where t.id = old.temple_id)
     and not exists (select 1 from public.temple_admins a where a.temple_id = old.temple_id) then
    raise exception 'A temple needs at least one administrator'
      using errcode = 'PT409', hint = 'Invite another administrator before you step down.',
            detail = '{"code":"temple.last_admin"}';
  end if;
  return null;
end
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

-- Triggers ----------------------------------------------------------------------------------

create trigger temples_touch_updated_at before update on public.temples
  for each row execute function app_private.touch_updated_at();

create trigger temple_events_touch_updated_at before update on public.temple_events
  for each row execute function app_private.touch_updated_at();

create trigger seva_programs_touch_updated_at before update on public.seva_programs
  for each row execute function app_private.touch_updated_at();

create trigger temples_add_creator_as_admin
  after insert on public.temples
  for each row execute function app_private.add_temple_creator_as_admin();

create trigger event_registrations_count
  after insert or update of seats or delete on public.event_registrations
  for each row execute function app_private.count_event_registration();

create trigger temples_keep_verified_slug
  before update of slug on public.temples
  for each row execute function app_private.keep_verified_temple_slug();

create trigger temple_events_announce_cancelled
  after update of cancelled_at on public.temple_events
  for each row when (old.cancelled_at is null and new.cancelled_at is not null)
  execute function app_private.announce_cancelled_event();

create trigger temple_photos_place_last
  before insert on public.temple_photos
  for each row execute function app_private.place_temple_photo_last();

create constraint trigger temple_admins_keep_one
  after delete on public.temple_admins
  deferrable initially immediate
  for each row execute function app_private.keep_one_temple_admin();

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

-- Derived columns stay right under bulk loads in replica mode (a data-only restore, a seed).
alter table public.temples enable always trigger temples_follow_listing;
alter table public.temple_events enable always trigger temple_events_fill_host_listed;
alter table public.seva_programs enable always trigger seva_programs_fill_host_listed;
alter table public.temple_photos enable always trigger temple_photos_fill_host_listed;

-- Execute --------------------------------------------------------------------------------

-- Who may call each function, by name: revoked from every role first, since the default
-- privileges of a Supabase project grant execute on new functions to the API roles.

revoke execute on function
  app_private.add_temple_creator_as_admin(),
  app_private.count_event_registration(),
  app_private.keep_verified_temple_slug(),
  app_private.announce_cancelled_event(),
  app_private.check_promotion_end(timestamp with time zone),
  app_private.place_temple_photo_last(),
  app_private.keep_one_temple_admin(),
  app_private.fill_temple_listed(),
  app_private.follow_temple_listing()
  from public, anon, authenticated, service_role;

revoke execute on function
  public.feature_temple_event(uuid, timestamp with time zone),
  public.promote_seva_program(uuid, timestamp with time zone),
  public.list_event_registrations(uuid),
  public.list_temple_followers(uuid),
  public.send_temple_announcement(uuid, text, text, text),
  public.save_katha_series(uuid, text, text, jsonb, text, integer, uuid),
  public.move_temple_photo(uuid, integer),
  public.invite_temple_admin(uuid, text),
  public.my_temple_admin_invites(),
  public.accept_temple_admin_invite(uuid),
  public.list_temple_admins(uuid)
  from public, anon, authenticated, service_role;

grant execute on function
  public.feature_temple_event(uuid, timestamp with time zone),
  public.promote_seva_program(uuid, timestamp with time zone),
  public.list_event_registrations(uuid),
  public.list_temple_followers(uuid),
  public.send_temple_announcement(uuid, text, text, text),
  public.save_katha_series(uuid, text, text, jsonb, text, integer, uuid),
  public.move_temple_photo(uuid, integer),
  public.invite_temple_admin(uuid, text),
  public.my_temple_admin_invites(),
  public.accept_temple_admin_invite(uuid),
  public.list_temple_admins(uuid)
  to authenticated, service_role;

-- Access ---------------------------------------------------------------------------------

-- Table by table: row-level security, then grants (which columns a role may touch at all),
-- then policies (which rows). service_role bypasses row-level security.

-- temples: same shape; administrators stand in for the owner.
alter table public.temples enable row level security;
revoke all on public.temples from public, anon, authenticated, service_role;
grant select on public.temples to authenticated;
grant select, insert, update, delete on public.temples to service_role;
grant select (id, slug, verification_status, rejection_reason, verified_at, follower_count, is_sample, created_at, updated_at, registration_number, eighty_g_number, eighty_g_valid_until, receipt_prefix, name, description, city, location, photo_path, photo_alt, upi_id, time_zone, deity, darshan_timings, aarti_timings, address, map_url) on public.temples to anon;
grant insert (slug, registration_number, eighty_g_number, eighty_g_valid_until, receipt_prefix, created_by, name, description, city, location, photo_path, photo_alt, upi_id, time_zone, deity, darshan_timings, aarti_timings, address, map_url) on public.temples to authenticated;
grant update (slug, registration_number, eighty_g_number, eighty_g_valid_until, receipt_prefix, name, description, city, location, photo_path, photo_alt, upi_id, time_zone, deity, darshan_timings, aarti_timings, address, map_url) on public.temples to authenticated;
create policy "Anyone reads listed temples" on public.temples
  for select to anon, authenticated using (verification_status = 'verified' or is_sample);
create policy "Temple admins register a temple" on public.temples
  for insert to authenticated
  with check (created_by = (select auth.uid()) and app_private.holds_role('temple_admin'));
create policy "Admins edit their temple" on public.temples
  for update to authenticated
  using (app_private.administers_temple(id)) with check (app_private.administers_temple(id));
create policy "Admins and MFA platform admins read any temple" on public.temples
  for select to authenticated
  using (id = any ((select app_private.administered_temple_ids())::uuid[]) or (select app_private.is_mfa_platform_admin()));

-- temple_admins: admins see and add fellow admins of their temple; anyone may step down.
alter table public.temple_admins enable row level security;
revoke all on public.temple_admins from public, anon, authenticated, service_role;
grant select, insert, delete on public.temple_admins to authenticated;
grant select, insert, update, delete on public.temple_admins to service_role;
create policy "Admins read their temples' admins" on public.temple_admins
  for select to authenticated
  using (user_id = (select auth.uid()) or app_private.administers_temple(temple_id));
create policy "Admins add admins to their temple" on public.temple_admins
  for insert to authenticated with check (app_private.administers_temple(temple_id));
create policy "Admins remove admins of their temple" on public.temple_admins
  for delete to authenticated
  using (user_id = (select auth.uid()) or app_private.administers_temple(temple_id));

-- temple_events: events of listed temples are public; admins manage their temple's.
alter table public.temple_events enable row level security;
revoke all on public.temple_events from public, anon, authenticated, service_role;
grant select on public.temple_events to anon;
grant select, delete on public.temple_events to authenticated;
grant select, insert, update, delete on public.temple_events to service_role;
grant insert (temple_id, title, description, kind, starts_at, duration_minutes, capacity, registration_open, speaker) on public.temple_events to authenticated;
grant update (title, description, kind, starts_at, duration_minutes, capacity, registration_open, cancelled_at, speaker) on public.temple_events to authenticated;
create policy "Anyone reads events of listed temples" on public.temple_events
  for select to anon, authenticated
  using (cancelled_at is null and host_listed);
create policy "Admins read their temple's events" on public.temple_events
  for select to authenticated using (temple_id = any ((select app_private.administered_temple_ids())::uuid[]));
create policy "Admins add events" on public.temple_events
  for insert to authenticated with check (app_private.administers_temple(temple_id));
create policy "Admins edit events" on public.temple_events
  for update to authenticated
  using (app_private.administers_temple(temple_id)) with check (app_private.administers_temple(temple_id));
create policy "Admins delete events" on public.temple_events
  for delete to authenticated using (app_private.administers_temple(temple_id));

-- event_registrations: a devotee's own (open events only); the temple sees who registered.
alter table public.event_registrations enable row level security;
revoke all on public.event_registrations from public, anon, authenticated, service_role;
grant select, insert, delete on public.event_registrations to authenticated;
grant select, insert, update, delete on public.event_registrations to service_role;
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
                 where e.id = event_id and e.registration_open and e.cancelled_at is null
                   and e.starts_at > now() and not e.is_sample)
  );
create policy "Users change their seats" on public.event_registrations
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users cancel their registration" on public.event_registrations
  for delete to authenticated using (user_id = (select auth.uid()));

-- seva_programs: programs of listed temples are public; admins manage theirs (not the totals).
alter table public.seva_programs enable row level security;
revoke all on public.seva_programs from public, anon, authenticated, service_role;
grant select on public.seva_programs to anon, authenticated;
grant select, insert, update, delete on public.seva_programs to service_role;
grant insert (temple_id, title, description, goal_paise, active) on public.seva_programs to authenticated;
grant update (title, description, goal_paise, active) on public.seva_programs to authenticated;
create policy "Anyone reads programs of listed temples" on public.seva_programs
  for select to anon, authenticated using (host_listed);
create policy "Admins read their programs" on public.seva_programs
  for select to authenticated using (temple_id = any ((select app_private.administered_temple_ids())::uuid[]));
create policy "Admins add programs" on public.seva_programs
  for insert to authenticated with check (app_private.administers_temple(temple_id));
create policy "Admins edit programs" on public.seva_programs
  for update to authenticated
  using (app_private.administers_temple(temple_id)) with check (app_private.administers_temple(temple_id));

alter table public.temple_announcements enable row level security;
revoke all on public.temple_announcements from public, anon, authenticated, service_role;
grant select on public.temple_announcements to authenticated;
grant select, insert, update, delete on public.temple_announcements to service_role;
create policy "Admins read their temple's announcements" on public.temple_announcements
  for select to authenticated using (app_private.administers_temple(temple_id));

alter table public.katha_sessions enable row level security;
revoke all on public.katha_sessions from public, anon, authenticated, service_role;
grant select on public.katha_sessions to anon, authenticated;
grant select, insert, update, delete on public.katha_sessions to service_role;
-- Readable wherever their event is (the event's own policies decide); written by save_katha_series.
create policy "Sessions follow their event" on public.katha_sessions
  for select to anon, authenticated
  using (event_id in (select e.id from public.temple_events e));

alter table public.temple_photos enable row level security;
revoke all on public.temple_photos from public, anon, authenticated, service_role;
grant select on public.temple_photos to anon;
grant select, delete on public.temple_photos to authenticated;
grant select, insert, update, delete on public.temple_photos to service_role;
grant insert (temple_id, path, caption) on public.temple_photos to authenticated;
grant update (caption) on public.temple_photos to authenticated;
create policy "Anyone sees listed temples' photos" on public.temple_photos
  for select to anon, authenticated using (host_listed);
create policy "Admins see their photos" on public.temple_photos
  for select to authenticated using (temple_id = any ((select app_private.administered_temple_ids())::uuid[]));
create policy "Admins add photos" on public.temple_photos
  for insert to authenticated with check (app_private.administers_temple(temple_id));
create policy "Admins caption photos" on public.temple_photos
  for update to authenticated
  using (app_private.administers_temple(temple_id)) with check (app_private.administers_temple(temple_id));
create policy "Admins remove photos" on public.temple_photos
  for delete to authenticated using (app_private.administers_temple(temple_id));

alter table public.temple_admin_invites enable row level security;
revoke all on public.temple_admin_invites from public, anon, authenticated, service_role;
grant select, delete on public.temple_admin_invites to authenticated;
grant select, insert, update, delete on public.temple_admin_invites to service_role;
create policy "Admins see their temple's invitations" on public.temple_admin_invites
  for select to authenticated using (app_private.administers_temple(temple_id));
create policy "Admins withdraw invitations" on public.temple_admin_invites
  for delete to authenticated using (app_private.administers_temple(temple_id) and accepted_at is null);
