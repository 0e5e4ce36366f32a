-- Providers and offerings: gurus and pujaris, what they offer and when, temple poojas, temple associations and follows.

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Types -------------------------------------------------------------------------------------

create type public.provider_kind as enum ('guru', 'pujari');

create type public.offering_kind as enum (
  'consultation', 'home_pooja', 'online_pooja', 'katha', 'sankalp', 'temple_pooja'
);

-- Where an offering happens: online (video), offline (at the devotee's home or the temple), or either.
create type public.offering_mode as enum ('online', 'offline', 'both');

-- How a booked session happens: the host's own video link, a private room made for each booking,
-- a phone call from the host to the devotee, or (offline) at the address.
create type public.meeting_kind as enum ('video_link', 'private_room', 'phone_call', 'at_address');

-- Gurus and pujaris associated with a temple: the temple invites a listed provider, the provider
-- accepts or declines; accepted associations show on the temple's page. Either side may end one.
create type public.temple_provider_status as enum ('invited', 'accepted', 'declined');

-- Tables ------------------------------------------------------------------------------------

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
  upi_id text check (upi_id ~ '^[A-Za-z0-9._-]{2,255}@[A-Za-z]{2,64}$'),
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
  updated_at timestamptz not null default now(),
  -- What /connect filters and shows, kept by triggers on offerings (their active ones) and on
  -- languages, so the list reads provider rows in index order and aggregates nothing.
  offering_kinds public.offering_kind[] not null default '{}',
  offering_modes public.offering_mode[] not null default '{}',
  lowest_price_paise integer,
  language_keys text[] not null default '{}',
  -- rating as a smallint, for /connect's keyset: numeric comparisons are not leakproof, so under
  -- row-level security PostgreSQL will not start an index scan at `rating <= x`; smallint's will.
  rating_tenths smallint generated always as ((rating * 10)::smallint) stored
);

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
  schedule_weekdays smallint[] check (
    cardinality(schedule_weekdays) between 1 and 7 and schedule_weekdays <@ '{0,1,2,3,4,5,6}'
  ),
  schedule_time time,
  authorised_by_temple_id uuid references public.temples (id) on delete set null,
  authorised_at timestamptz,
  -- Whether its host is listed (verified or sample); kept by triggers, read by the public policy.
  host_listed boolean not null default false,
  -- How its online sessions happen (an offline booking is always at the address); a video link
  -- of the host's own lives in offering_meeting_links.
  meeting_kind public.meeting_kind not null default 'private_room' check (meeting_kind <> 'at_address'),
  constraint offerings_one_owner check (num_nonnulls(provider_id, temple_id) = 1),
  constraint offerings_schedule_whole check (
    (schedule_weekdays is null) = (schedule_time is null)
    and (schedule_weekdays is null or temple_id is not null)
  )
);

-- The host's own video link for an offering's online sessions (Google Meet, Zoom, WhatsApp): kept
-- apart from the public offering, copied into a booking's meeting when the host confirms it.
create table public.offering_meeting_links (
  offering_id uuid primary key references public.offerings (id) on delete cascade,
  url text not null check (
    length(url) <= 2048 and url ~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
  ),
  updated_at timestamptz not null default now()
);

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

create table public.time_off (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid not null references public.providers (id) on delete cascade,
  period tstzrange not null check (not isempty(period) and lower(period) is not null and upper(period) is not null),
  reason text not null default '' check (length(reason) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

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

create table public.temple_providers (
  temple_id uuid not null references public.temples (id) on delete cascade,
  provider_id uuid not null references public.providers (id) on delete cascade,
  status public.temple_provider_status not null default 'invited',
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  primary key (temple_id, provider_id)
);

-- Indexes -----------------------------------------------------------------------------------

-- /spiritual-gurus: verified (or sample) providers, most followed first.
create index providers_listing_idx on public.providers (verification_status, follower_count desc);

-- /connect: listed providers in each order it offers, so a page reads its own rows from the index.
create index providers_listed_rating_idx on public.providers (rating desc nulls last, id)
  where verification_status = 'verified' or is_sample;

-- The same order for keyset pages, which need a leakproof comparison to start the scan.
create index providers_listed_rating_tenths_idx on public.providers (rating_tenths desc nulls last, id)
  where verification_status = 'verified' or is_sample;

create index providers_listed_price_idx on public.providers (lowest_price_paise, id)
  where verification_status = 'verified' or is_sample;

create index providers_listed_price_desc_idx on public.providers (lowest_price_paise desc nulls last, id)
  where verification_status = 'verified' or is_sample;

-- /connect lists the examples after every real provider: the few examples, found without reading
-- past the real ones in an order's index.
create index providers_samples_idx on public.providers (id) where is_sample;

-- Guru profile and /services: a provider's (or temple's) active offerings.
create index offerings_provider_idx on public.offerings (provider_id) where provider_id is not null;

create index offerings_temple_idx on public.offerings (temple_id) where temple_id is not null;

-- /availability and available_slots: a provider's rules.
create index availability_rules_provider_idx on public.availability_rules (provider_id, weekday);

-- available_slots and book_offering: time off overlapping a range.
create index time_off_provider_period_idx on public.time_off using gist (provider_id, period);

create index follows_provider_idx on public.follows (provider_id) where provider_id is not null;

create index follows_temple_idx on public.follows (temple_id) where temple_id is not null;

-- A provider's invitations and temples.
create index temple_providers_provider_idx on public.temple_providers (provider_id);

-- The column grants on offerings name their columns, so owners get no insert or update on these:
-- only set_temple_authorisation writes them. An index for a temple's authorised offerings.
create index offerings_authorised_by_idx on public.offerings (authorised_by_temple_id)
  where authorised_by_temple_id is not null;

-- Functions ---------------------------------------------------------------------------------

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

-- Whether an instant is one of the scheduled performances, in the temple's zone.
create function app_private.is_scheduled_performance(o public.offerings, zone text, at timestamptz)
  returns boolean
  language sql stable set search_path = ''
as $$
  select o.schedule_weekdays is null
      or (extract(dow from at at time zone zone)::smallint = any (o.schedule_weekdays)
          and (at at time zone zone)::time = o.schedule_time)
$$;

-- Refuses `at` unless it is one of the temple's scheduled performances of the offering: a new
-- booking (the trigger below) and a new time for one (check_new_booking_time) alike.
create function app_private.require_scheduled_performance(
  offering_id uuid, temple_id uuid, at timestamptz
) returns void
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not app_private.is_scheduled_performance(
    (select o from public.offerings o where o.id = require_scheduled_performance.offering_id),
    (select t.time_zone from public.temples t where t.id = require_scheduled_performance.temple_id),
    at
  ) then
    raise exception 'The temple does not perform this pooja at that time'
      using errcode = '22023', hint = 'Choose one of the times the temple publishes.',
            detail = '{"code":"pooja.time_not_scheduled"}';
  end if;
end
$$;

-- book_offering checks the provider's hours; this checks a temple's schedule on the same insert.
create function app_private.refuse_unscheduled_pooja() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.temple_id is not null then
    perform app_private.require_scheduled_performance(new.offering_id, new.temple_id, lower(new.slot));
  end if;
  return new;
end
$$;

-- The performances of a scheduled pooja between two instants (at most 31 days apart), still to
-- come, for the booking page. Anyone may read them for a listed temple.
create function public.temple_pooja_times(offering_id uuid, range_start timestamptz, range_end timestamptz)
  returns table (starts_at timestamptz, ends_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  o public.offerings;
  zone text;
begin
  select x.* into o from public.offerings x
   where x.id = temple_pooja_times.offering_id and x.active and x.temple_id is not null
     and x.schedule_weekdays is not null and app_private.is_listed_temple(x.temple_id);
  if not found then
    raise exception 'This pooja has no published times'
      using errcode = 'PT404', hint = 'Choose another pooja of the temple.',
            detail = '{"code":"pooja.no_times"}';
  end if;
  perform app_private.check_time_range(range_start, range_end);
  select t.time_zone into zone from public.temples t where t.id = o.temple_id;
  return query
    select s.at, s.at + make_interval(mins => o.duration_minutes)
      from (select ((range_start at time zone zone)::date + i + o.schedule_time) at time zone zone as at
              from generate_series(0, (range_end at time zone zone)::date
                                      - (range_start at time zone zone)::date) i) s
     where s.at >= range_start and s.at < range_end and s.at > now()
       and app_private.is_scheduled_performance(o, zone, s.at)
     order by s.at;
end
$$;

-- The temple invites a verified provider (again after a decline); the provider hears in the app.
create function public.invite_temple_provider(temple_id uuid, provider_id uuid)
  returns public.temple_providers
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  temple public.temples;
  provider public.providers;
  association public.temple_providers;
begin
  select * into temple from public.temples t where t.id = invite_temple_provider.temple_id;
  if not found or not app_private.administers_temple(temple.id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  select * into provider from public.providers p
   where p.id = invite_temple_provider.provider_id and p.verification_status = 'verified' and not p.is_sample;
  if not found then
    raise exception 'Only verified gurus and pujaris can be invited'
      using errcode = 'PT404', hint = 'Search the verified providers.',
            detail = '{"code":"provider_invite.not_verified"}';
  end if;
  insert into public.temple_providers (temple_id, provider_id, invited_by)
  values (temple.id, provider.id, uid)
  on conflict on constraint temple_providers_pkey do update
     set status = 'invited', invited_by = uid, created_at = now(), responded_at = null
   where public.temple_providers.status = 'declined'
  returning * into association;
  if not found then
    raise exception '% is already invited or associated', provider.display_name
      using errcode = 'PT409', hint = 'Wait for their answer, or remove the association first.',
            detail = json_build_object('code', 'provider_invite.already_invited', 'name', provider.display_name)::text;
  end if;
  perform app_private.notify(array[provider.user_id], 'temple_invitation',
                             temple.name || ' invites you to join its gurus',
                             'Accept or decline under Temples.', '/temples',
                             jsonb_build_object('temple', temple.name));
  return association;
end
$$;

-- The provider answers an invitation to a temple.
create function public.respond_to_temple_invitation(temple_id uuid, accept boolean)
  returns public.temple_providers
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  association public.temple_providers;
begin
  update public.temple_providers a
     set status = case when accept then 'accepted'::public.temple_provider_status else 'declined' end,
         responded_at = now()
   where a.temple_id = respond_to_temple_invitation.temple_id and a.status = 'invited'
     and a.provider_id in (select p.id from public.providers p where p.user_id = uid)
  returning * into association;
  if not found then
    raise exception 'Invitation not found'
      using errcode = 'PT404', hint = 'It may have been withdrawn by the temple.',
            detail = '{"code":"invitation.not_found"}';
  end if;
  return association;
end
$$;

-- Either side ends an association or withdraws an invitation.
create function public.remove_temple_provider(temple_id uuid, provider_id uuid)
  returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  delete from public.temple_providers a
   where a.temple_id = remove_temple_provider.temple_id
     and a.provider_id = remove_temple_provider.provider_id
     and (app_private.administers_temple(a.temple_id) or app_private.owns_provider(a.provider_id));
  if not found then
    raise exception 'Association not found'
using errcode = 'PT404', detail = '{"code":"provider_invite.association_not_found"}';
  end if;
end
$$;

-- authorised_at means nothing without the temple (which `on delete set null` may clear).
create function app_private.clear_authorised_at() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.authorised_by_temple_id is null then
    new.authorised_at := null;
  end if;
  return new;
end
$$;

-- A temple's administrator authorises an offering in its name, or withdraws that; the provider
-- hears in the app.
create function public.set_temple_authorisation(offering uuid, temple uuid, authorised boolean)
  returns public.offerings
  language plpgsql security definer set search_path = ''
as $$
declare
  chosen public.offerings;
  temple_name text;
begin
  perform app_private.require_user();
  if not app_private.administers_temple(set_temple_authorisation.temple) then
    raise exception 'Only this temple''s administrators can authorise offerings in its name'
      using errcode = '42501', hint = 'Sign in with an account that administers the temple.',
            detail = '{"code":"authorisation.temple_admins_only"}';
  end if;
  select * into chosen from public.offerings o where o.id = set_temple_authorisation.offering for update;
  if not found then
    raise exception 'Offering not found'
using errcode = 'PT404', detail = '{"code":"offering.not_found"}';
  end if;
  if chosen.temple_id is distinct from set_temple_authorisation.temple
     and not exists (select 1 from public.temple_providers tp
                      where tp.temple_id = set_temple_authorisation.temple
                        and tp.provider_id = chosen.provider_id and tp.status = 'accepted') then
    raise exception 'This offering is not linked to your temple'
      using errcode = '22023',
            hint = 'Authorise your temple''s own offerings, or those of gurus and pujaris who have accepted your invitation.',
            detail = '{"code":"authorisation.not_linked"}';
  end if;
  if chosen.authorised_by_temple_id is distinct from set_temple_authorisation.temple
     and chosen.authorised_by_temple_id is not null then
    raise exception 'Another temple has authorised this offering'
      using errcode = 'PT409', hint = 'An offering carries one temple''s authorisation; only that temple can withdraw it.',
            detail = '{"code":"authorisation.other_temple"}';
  end if;
  if coalesce(set_temple_authorisation.authorised, false) = (chosen.authorised_by_temple_id is not null) then
    return chosen;
  end if;
  update public.offerings o
     set authorised_by_temple_id = case when set_temple_authorisation.authorised then set_temple_authorisation.temple end,
         authorised_at = case when set_temple_authorisation.authorised then now() end
   where o.id = chosen.id
   returning * into chosen;
  if set_temple_authorisation.authorised and chosen.provider_id is not null then
    select t.name into temple_name from public.temples t where t.id = set_temple_authorisation.temple;
    perform app_private.notify(
      array(select p.user_id from public.providers p where p.id = chosen.provider_id),
      'offering_authorised', temple_name || ' authorised your offering', chosen.title, '/services',
      jsonb_build_object('temple', temple_name));
  end if;
  return chosen;
end
$$;

-- A guru or pujari who stops serving at a temple loses that temple's authorisation of their
-- offerings.
create function app_private.drop_temple_authorisations() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.status = 'accepted' then
    return null;
  end if;
  update public.offerings o set authorised_by_temple_id = null
   where o.provider_id = old.provider_id and o.authorised_by_temple_id = old.temple_id;
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

-- providers.offering_kinds, offering_modes and lowest_price_paise: those of its active offerings.
create function app_private.refresh_provider_offerings(targets uuid[]) returns void
  language sql security definer set search_path = ''
as $$
  update public.providers p
     set offering_kinds = a.kinds, offering_modes = a.modes, lowest_price_paise = a.lowest
    from (select t.id,
                 coalesce(array_agg(distinct o.kind) filter (where o.id is not null), '{}') as kinds,
                 coalesce(array_agg(distinct o.mode) filter (where o.id is not null), '{}') as modes,
                 min(o.price_paise) as lowest
            from unnest(targets) t (id)
            left join public.offerings o on o.provider_id = t.id and o.active
           group by t.id) a
   where p.id = a.id
     and (p.offering_kinds, p.offering_modes, p.lowest_price_paise)
         is distinct from (a.kinds, a.modes, a.lowest)
$$;

-- Once per statement, for the providers whose offerings it wrote: a bulk insert updates each
-- provider once, not once per offering.
create function app_private.follow_provider_offerings() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  targets uuid[];
begin
  if tg_op = 'INSERT' then
    targets := array(select distinct n.provider_id from new_rows n where n.provider_id is not null);
  elsif tg_op = 'UPDATE' then
    targets := array(select n.provider_id from new_rows n where n.provider_id is not null
                     union select o.provider_id from old_rows o where o.provider_id is not null);
  else
    targets := array(select distinct o.provider_id from old_rows o where o.provider_id is not null);
  end if;
  -- Lock the providers (in id order) before reading their offerings: a writer that waited here
  -- reads in a snapshot taken after the other one committed, so no offering is left out.
  perform 1 from public.providers p where p.id = any (targets) order by p.id for update;
  perform app_private.refresh_provider_offerings(targets);
  return null;
end
$$;

-- The languages as /connect matches them, whatever case the provider typed.
create function app_private.fill_language_keys() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.language_keys := array(select lower(trim(l)) from unnest(new.languages) l);
  return new;
end
$$;

-- Views -------------------------------------------------------------------------------------

-- security_invoker: the caller's RLS on providers applies, as reading the table would. The offering
-- columns are kept on the row (active offerings only), so a page costs its rows, not the table.
create view public.provider_listings with (security_invoker = true) as
select p.id, p.slug, p.kind, p.display_name, p.bio, p.specialisations, p.languages, p.city,
       p.years_experience, p.photo_path, p.photo_alt, p.rating, p.review_count, p.follower_count,
       p.verification_status, p.is_sample, p.offering_kinds, p.offering_modes,
       p.lowest_price_paise, p.language_keys, p.verified_at, p.rating_tenths
  from public.providers p
 where p.verification_status = 'verified' or p.is_sample;

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

-- Triggers ----------------------------------------------------------------------------------

create trigger providers_touch_updated_at before update on public.providers
  for each row execute function app_private.touch_updated_at();

create trigger offerings_touch_updated_at before update on public.offerings
  for each row execute function app_private.touch_updated_at();

create trigger availability_rules_touch_updated_at before update on public.availability_rules
  for each row execute function app_private.touch_updated_at();

create trigger time_off_touch_updated_at before update on public.time_off
  for each row execute function app_private.touch_updated_at();

create trigger follows_count
  after insert or delete on public.follows
  for each row execute function app_private.count_follow();

create trigger offerings_clear_authorised_at
  before update of authorised_by_temple_id on public.offerings
  for each row execute function app_private.clear_authorised_at();

create trigger temple_providers_drop_authorisations
  after delete or update of status on public.temple_providers
  for each row when (old.status = 'accepted')
  execute function app_private.drop_temple_authorisations();

create trigger providers_follow_listing
  after update of verification_status, is_sample on public.providers
  for each row execute function app_private.follow_provider_listing();

create trigger offerings_fill_host_listed
  before insert or update of provider_id, temple_id on public.offerings
  for each row execute function app_private.fill_host_listed();

create trigger offerings_follow_provider_insert
  after insert on public.offerings referencing new table as new_rows
  for each statement execute function app_private.follow_provider_offerings();

create trigger offerings_follow_provider_update
  after update on public.offerings referencing old table as old_rows new table as new_rows
  for each statement execute function app_private.follow_provider_offerings();

create trigger offerings_follow_provider_delete
  after delete on public.offerings referencing old table as old_rows
  for each statement execute function app_private.follow_provider_offerings();

create trigger providers_fill_language_keys
  before insert or update of languages on public.providers
  for each row execute function app_private.fill_language_keys();

-- Derived columns stay right under bulk loads in replica mode (a data-only restore, a seed).
alter table public.providers enable always trigger providers_follow_listing;
alter table public.providers enable always trigger providers_fill_language_keys;
alter table public.offerings enable always trigger offerings_fill_host_listed;
alter table public.offerings enable always trigger offerings_follow_provider_insert;
alter table public.offerings enable always trigger offerings_follow_provider_update;
alter table public.offerings enable always trigger offerings_follow_provider_delete;

-- Execute --------------------------------------------------------------------------------

-- Who may call each function, by name: revoked from every role first, since the default
-- privileges of a Supabase project grant execute on new functions to the API roles.

revoke execute on function
  app_private.count_follow(),
  app_private.is_scheduled_performance(public.offerings, text, timestamp with time zone),
  app_private.require_scheduled_performance(uuid, uuid, timestamp with time zone),
  app_private.refuse_unscheduled_pooja(),
  app_private.clear_authorised_at(),
  app_private.drop_temple_authorisations(),
  app_private.fill_host_listed(),
  app_private.follow_provider_listing(),
  app_private.refresh_provider_offerings(uuid[]),
  app_private.follow_provider_offerings(),
  app_private.fill_language_keys()
  from public, anon, authenticated, service_role;

revoke execute on function
  public.temple_pooja_times(uuid, timestamp with time zone, timestamp with time zone)
  from public, anon, authenticated, service_role;

grant execute on function
  public.temple_pooja_times(uuid, timestamp with time zone, timestamp with time zone)
  to anon, authenticated, service_role;

revoke execute on function
  public.invite_temple_provider(uuid, uuid),
  public.respond_to_temple_invitation(uuid, boolean),
  public.remove_temple_provider(uuid, uuid),
  public.set_temple_authorisation(uuid, uuid, boolean)
  from public, anon, authenticated, service_role;

grant execute on function
  public.invite_temple_provider(uuid, uuid),
  public.respond_to_temple_invitation(uuid, boolean),
  public.remove_temple_provider(uuid, uuid),
  public.set_temple_authorisation(uuid, uuid, boolean)
  to authenticated, service_role;

revoke execute on function app_private.checked_meeting_link(text)
  from public, anon, authenticated, service_role;

revoke execute on function public.set_offering_meeting(uuid, public.meeting_kind, text)
  from public, anon, authenticated, service_role;

grant execute on function public.set_offering_meeting(uuid, public.meeting_kind, text)
  to authenticated, service_role;

-- Access ---------------------------------------------------------------------------------

-- Table by table: row-level security, then grants (which columns a role may touch at all),
-- then policies (which rows). service_role bypasses row-level security.

-- providers: listed ones are public; owners read and edit their own, never the verification.
alter table public.providers enable row level security;
revoke all on public.providers from public, anon, authenticated, service_role;
grant select on public.providers to authenticated;
grant select, insert, update, delete on public.providers to service_role;
grant select (id, kind, slug, verification_status, rejection_reason, verified_at, rating, review_count, follower_count, is_sample, created_at, updated_at, display_name, bio, specialisations, languages, city, service_area, years_experience, upi_id, photo_path, photo_alt, time_zone, buffer_minutes, booking_horizon_days, offering_kinds, offering_modes, lowest_price_paise, language_keys, rating_tenths) on public.providers to anon;
grant insert (user_id, kind, slug, display_name, bio, specialisations, languages, city, service_area, years_experience, upi_id, photo_path, photo_alt, time_zone, buffer_minutes, booking_horizon_days) on public.providers to authenticated;
grant update (display_name, bio, specialisations, languages, city, service_area, years_experience, upi_id, photo_path, photo_alt, time_zone, buffer_minutes, booking_horizon_days) on public.providers to authenticated;
create policy "Anyone reads listed providers" on public.providers
  for select to anon, authenticated using (verification_status = 'verified' or is_sample);
create policy "Gurus and pujaris register themselves" on public.providers
  for insert to authenticated
  with check (user_id = (select auth.uid()) and app_private.holds_role(kind::text));
create policy "Owners edit their provider profile" on public.providers
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Owners and MFA platform admins read any provider" on public.providers
  for select to authenticated
  using (user_id = (select auth.uid()) or (select app_private.is_mfa_platform_admin()));

-- offerings: active offerings of listed hosts are public; hosts manage their own.
alter table public.offerings enable row level security;
revoke all on public.offerings from public, anon, authenticated, service_role;
grant select on public.offerings to anon;
grant select, delete on public.offerings to authenticated;
grant select, insert, update, delete on public.offerings to service_role;
grant insert (provider_id, temple_id, kind, title, description, mode, duration_minutes, price_paise, samagri, free_cancel_hours, kept_percent, active, schedule_weekdays, schedule_time) on public.offerings to authenticated;
grant update (kind, title, description, mode, duration_minutes, price_paise, samagri, free_cancel_hours, kept_percent, active, schedule_weekdays, schedule_time) on public.offerings to authenticated;
create policy "Anyone reads active offerings of listed hosts" on public.offerings
  for select to anon, authenticated
  using (active and host_listed);
create policy "Hosts read their own offerings" on public.offerings
  for select to authenticated
  using (provider_id = any ((select app_private.owned_provider_ids())::uuid[])
         or (provider_id is null and temple_id = any ((select app_private.administered_temple_ids())::uuid[])));
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
alter table public.availability_rules enable row level security;
revoke all on public.availability_rules from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.availability_rules to authenticated, service_role;
create policy "Providers manage their availability" on public.availability_rules
  for all to authenticated
  using (app_private.owns_provider(provider_id)) with check (app_private.owns_provider(provider_id));

alter table public.time_off enable row level security;
revoke all on public.time_off from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.time_off to authenticated, service_role;
create policy "Providers manage their time off" on public.time_off
  for all to authenticated
  using (app_private.owns_provider(provider_id)) with check (app_private.owns_provider(provider_id));

-- follows: private to the follower (hosts see only the count).
alter table public.follows enable row level security;
revoke all on public.follows from public, anon, authenticated, service_role;
grant select, insert, delete on public.follows to authenticated;
grant select, insert, update, delete on public.follows to service_role;
create policy "Users read their follows" on public.follows
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users follow listed hosts" on public.follows
  for insert to authenticated
  with check (user_id = (select auth.uid()) and app_private.is_listed_host(provider_id, temple_id));
create policy "Users unfollow" on public.follows
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on public.provider_listings from public, anon, authenticated, service_role;
grant select on public.provider_listings to anon, authenticated;

alter table public.temple_providers enable row level security;
revoke all on public.temple_providers from public, anon, authenticated, service_role;
grant select on public.temple_providers to authenticated;
grant select, insert, update, delete on public.temple_providers to service_role;
grant select (temple_id, provider_id, status, created_at, responded_at) on public.temple_providers to anon;
create policy "Anyone sees accepted associations of listed hosts" on public.temple_providers
  for select to anon, authenticated
  using (status = 'accepted'
         and temple_id in (select t.id from public.temples t
                            where t.verification_status = 'verified' or t.is_sample)
         and provider_id in (select p.id from public.providers p
                              where p.verification_status = 'verified' or p.is_sample));
create policy "Both sides see their associations" on public.temple_providers
  for select to authenticated
  using (temple_id = any ((select app_private.administered_temple_ids())::uuid[]) or provider_id = any ((select app_private.owned_provider_ids())::uuid[]));

-- offering_meeting_links: only the offering's host reads its link; set_offering_meeting writes it.
alter table public.offering_meeting_links enable row level security;
revoke all on public.offering_meeting_links from public, anon, authenticated, service_role;
grant select on public.offering_meeting_links to authenticated;
grant select, insert, update, delete on public.offering_meeting_links to service_role;
create policy "Hosts read their offerings' meeting links" on public.offering_meeting_links
  for select to authenticated
  using (exists (select 1 from public.offerings o
                  where o.id = offering_id and app_private.manages_host(o.provider_id, o.temple_id)));
