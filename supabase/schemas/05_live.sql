-- Live: scheduled and live sessions, their stream links and reminders.

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Types -------------------------------------------------------------------------------------

create type public.live_session_kind as enum (
  'aarti', 'darshan', 'pravachan', 'bhajan', 'katha', 'meditation', 'prayer', 'event'
);

create type public.live_session_status as enum ('scheduled', 'live', 'ended', 'cancelled');

-- Tables ------------------------------------------------------------------------------------

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
  stream_url text check (
    length(stream_url) <= 2048 and stream_url ~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
  ),
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
  -- Whether its host is listed (verified or sample); kept by triggers, read by the public policy.
  host_listed boolean not null default false,
  -- When it really went live and ended (starts_at is when it was scheduled to).
  started_at timestamptz,
  ended_at timestamptz,
  -- The most watching at once, and everyone who watched, kept for the host's history.
  peak_viewer_count integer not null default 0 check (peak_viewer_count >= 0),
  total_viewer_count integer not null default 0 check (total_viewer_count >= 0),
  constraint live_sessions_host check (num_nonnulls(provider_id, temple_id) >= 1),
  constraint live_sessions_sample_list check (sample_list is null or is_sample)
);

create table public.live_reminders (
  session_id uuid not null references public.live_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (session_id, user_id)
);

-- Who is watching a live session in the app: a row per signed-in watcher, seen again every minute
-- while the player is open. live_sessions.viewer_count counts those seen in the last two minutes.
create table public.live_session_viewers (
  session_id uuid not null references public.live_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (session_id, user_id)
);

-- Indexes -----------------------------------------------------------------------------------

-- /live and home Live Now: public sessions by status and start time.
create index live_sessions_listing_idx on public.live_sessions (status, starts_at) where is_public;

-- /spiritual-dashboard/live: a provider's sessions.
create index live_sessions_provider_idx on public.live_sessions (provider_id, starts_at) where provider_id is not null;

create index live_sessions_temple_idx on public.live_sessions (temple_id, starts_at) where temple_id is not null;

-- "Set Reminder" state on /live and the reminder job: a user's reminders.
create index live_reminders_user_idx on public.live_reminders (user_id);

-- The viewer count: a session's watchers seen lately.
create index live_session_viewers_seen_idx on public.live_session_viewers (session_id, last_seen_at);

-- Functions ---------------------------------------------------------------------------------

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

create function public.set_live_session_status(
  session_id uuid,
  status public.live_session_status,
  stream_url text default null
) returns public.live_sessions
  language plpgsql security definer set search_path = ''
as $$
declare
  s public.live_sessions;
begin
  perform app_private.require_user();
  select * into s from public.live_sessions x where x.id = session_id for update;
  if not found or not app_private.manages_host(s.provider_id, s.temple_id) then
    raise exception 'Live session not found'
      using errcode = 'PT404', hint = 'Check the session link.',
            detail = '{"code":"live.not_found"}';
  end if;
  if not ((s.status = 'scheduled' and set_live_session_status.status in ('live', 'cancelled'))
          or (s.status = 'live' and set_live_session_status.status = 'ended')) then
    raise exception 'A % session cannot become %', s.status, set_live_session_status.status
      using errcode = 'PT409', hint = 'Sessions go scheduled -> live -> ended, or scheduled -> cancelled.',
            detail = json_build_object('code', 'live.bad_transition', 'from', s.status, 'to', set_live_session_status.status)::text;
  end if;
  if set_live_session_status.stream_url is not null and set_live_session_status.status <> 'live' then
    raise exception 'A stream link is given only when going live'
      using errcode = '22023', hint = 'Edit the session to change its link.',
            detail = '{"code":"live.link_only_when_going_live"}';
  end if;
  update public.live_sessions x
     set status = set_live_session_status.status,
         stream_url = coalesce(set_live_session_status.stream_url, x.stream_url)
   where x.id = s.id returning * into s;
  return s;
end
$$;

-- A start time already gone is refused when a user schedules or moves a session; the operator
-- (service role, seed) may record past sessions.
create function app_private.refuse_past_live_start() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if auth.role() = 'authenticated' and new.status = 'scheduled' and new.starts_at < now()
     and (tg_op = 'INSERT' or new.starts_at is distinct from old.starts_at) then
    raise exception 'This date and time has already passed'
      using errcode = '22023', hint = 'Choose a start time in the future.',
            detail = '{"code":"live.start_passed"}';
  end if;
  return new;
end
$$;

-- Go Live from the temple dashboard: a darshan or aarti streaming now, in one call, so the session
-- never shows in Live Now without its link and never counts as "scheduled in the past".
create function public.go_live_now(
  temple_id uuid,
  title text,
  kind public.live_session_kind,
  stream_url text
) returns public.live_sessions
  language plpgsql security definer set search_path = ''
as $$
declare
  temple public.temples;
  session public.live_sessions;
begin
  perform app_private.require_user();
  select * into temple from public.temples t where t.id = go_live_now.temple_id for update;
  if not found or not app_private.administers_temple(temple.id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  if exists (select 1 from public.live_sessions s
              where s.temple_id = temple.id and s.provider_id is null and s.status = 'live') then
    raise exception 'The temple is already live'
      using errcode = 'PT409', hint = 'End the current stream before starting another.',
            detail = '{"code":"live.already_live"}';
  end if;
  if stream_url is null then
    raise exception 'Paste the stream link devotees will watch'
      using errcode = '22023', hint = 'A YouTube live link or any other https player page.',
            detail = '{"code":"live.link_required"}';
  end if;
  insert into public.live_sessions (temple_id, title, kind, starts_at, status, venue, stream_url)
  values (temple.id, trim(go_live_now.title), go_live_now.kind, now(), 'live',
          coalesce(temple.location, temple.city, temple.name), trim(go_live_now.stream_url))
  returning * into session;
  return session;
end
$$;

-- Going live stamps when it really started; ending stamps when, and nobody is watching any more.
create function app_private.stamp_live_times() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.status = 'live' and (tg_op = 'INSERT' or old.status <> 'live') then
    new.started_at := coalesce(new.started_at, now());
  elsif new.status = 'ended' and tg_op = 'UPDATE' and old.status <> 'ended' then
    new.ended_at := now();
    new.viewer_count := 0;
  end if;
  return new;
end
$$;

-- Counts the session's watchers seen in the last two minutes into viewer_count (and its peak).
create function app_private.recount_live_viewers(session public.live_sessions, is_new_viewer boolean)
  returns integer
  language plpgsql set search_path = ''
as $$
declare
  watching integer;
begin
  select count(*) into watching from public.live_session_viewers v
   where v.session_id = session.id and v.last_seen_at > now() - interval '2 minutes';
  update public.live_sessions x
     set viewer_count = watching,
         peak_viewer_count = greatest(x.peak_viewer_count, watching),
         total_viewer_count = x.total_viewer_count + case when is_new_viewer then 1 else 0 end
   where x.id = session.id;
  return watching;
end
$$;

-- watch_live_session: the player, open, says so every minute; answers how many are watching.
-- An example session keeps its stated count and records nobody.
create function public.watch_live_session(session_id uuid) returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  s public.live_sessions;
  is_new_viewer boolean;
begin
  select * into s from public.live_sessions x
   where x.id = watch_live_session.session_id and x.status = 'live' and x.is_public and x.host_listed
   for update;
  if not found then
    raise exception 'This session is not live'
      using errcode = 'PT404', hint = 'It may have ended.',
            detail = '{"code":"live.not_live"}';
  end if;
  if s.is_sample then
    return s.viewer_count;
  end if;
  insert into public.live_session_viewers as v (session_id, user_id) values (s.id, uid)
  on conflict on constraint live_session_viewers_pkey do update set last_seen_at = now()
  returning v.first_seen_at = v.last_seen_at into is_new_viewer;
  return app_private.recount_live_viewers(s, is_new_viewer);
end
$$;

-- leave_live_session: the player closed; the count drops at once rather than two minutes later.
create function public.leave_live_session(session_id uuid) returns integer
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  s public.live_sessions;
begin
  select * into s from public.live_sessions x where x.id = leave_live_session.session_id for update;
  if not found or s.is_sample then
    return 0;
  end if;
  update public.live_session_viewers v set last_seen_at = '-infinity'
   where v.session_id = s.id and v.user_id = uid;
  if s.status <> 'live' then
    return 0;
  end if;
  return app_private.recount_live_viewers(s, false);
end
$$;

-- Triggers ----------------------------------------------------------------------------------

create trigger live_sessions_touch_updated_at before update on public.live_sessions
  for each row execute function app_private.touch_updated_at();

create trigger live_reminders_count
  after insert or delete on public.live_reminders
  for each row execute function app_private.count_live_reminder();

create trigger live_sessions_refuse_past_start
  before insert or update of starts_at on public.live_sessions
  for each row execute function app_private.refuse_past_live_start();

create trigger live_sessions_fill_host_listed
  before insert or update of provider_id, temple_id on public.live_sessions
  for each row execute function app_private.fill_host_listed();

-- Derived columns stay right under bulk loads in replica mode (a data-only restore, a seed).
alter table public.live_sessions enable always trigger live_sessions_fill_host_listed;

create trigger live_sessions_stamp_times
  before insert or update of status on public.live_sessions
  for each row execute function app_private.stamp_live_times();

-- Execute --------------------------------------------------------------------------------

-- Who may call each function, by name: revoked from every role first, since the default
-- privileges of a Supabase project grant execute on new functions to the API roles.

revoke execute on function
  app_private.count_live_reminder()
  from public, anon, authenticated, service_role;

revoke execute on function
  public.set_live_session_status(uuid, public.live_session_status, text),
  public.go_live_now(uuid, text, public.live_session_kind, text)
  from public, anon, authenticated, service_role;

grant execute on function
  public.set_live_session_status(uuid, public.live_session_status, text),
  public.go_live_now(uuid, text, public.live_session_kind, text)
  to authenticated, service_role;

-- A trigger function runs as the trigger fires, whoever holds execute on it: nobody needs it.
revoke execute on function app_private.refuse_past_live_start()
  from public, anon, authenticated, service_role;

revoke execute on function
  app_private.stamp_live_times(),
  app_private.recount_live_viewers(public.live_sessions, boolean),
  public.watch_live_session(uuid),
  public.leave_live_session(uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.watch_live_session(uuid), public.leave_live_session(uuid)
  to authenticated, service_role;

-- Access ---------------------------------------------------------------------------------

-- Table by table: row-level security, then grants (which columns a role may touch at all),
-- then policies (which rows). service_role bypasses row-level security.

-- live_sessions: public sessions of listed hosts are public; hosts manage theirs; the status
-- moves only through set_live_session_status, counters only through triggers and the stream.
alter table public.live_sessions enable row level security;
revoke all on public.live_sessions from public, anon, authenticated, service_role;
grant select on public.live_sessions to anon;
grant select, delete on public.live_sessions to authenticated;
grant select, insert, update, delete on public.live_sessions to service_role;
grant insert (provider_id, temple_id, title, description, kind, starts_at, duration_minutes, venue, presenter_name, stream_url, thumbnail_path, thumbnail_alt, chat_enabled, donations_enabled, is_public) on public.live_sessions to authenticated;
grant update (title, description, kind, starts_at, duration_minutes, venue, presenter_name, stream_url, thumbnail_path, thumbnail_alt, chat_enabled, donations_enabled, is_public) on public.live_sessions to authenticated;
create policy "Anyone reads public sessions of listed hosts" on public.live_sessions
  for select to anon, authenticated
  using (is_public and status <> 'cancelled' and host_listed);
create policy "Hosts read their sessions" on public.live_sessions
  for select to authenticated
  using (provider_id = any ((select app_private.owned_provider_ids())::uuid[])
         or (provider_id is null and temple_id = any ((select app_private.administered_temple_ids())::uuid[])));
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
alter table public.live_reminders enable row level security;
revoke all on public.live_reminders from public, anon, authenticated, service_role;
grant select, insert, delete on public.live_reminders to authenticated;
grant select, insert, update, delete on public.live_reminders to service_role;
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

-- live_session_viewers: written only by watch_live_session and leave_live_session.
alter table public.live_session_viewers enable row level security;
revoke all on public.live_session_viewers from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.live_session_viewers to service_role;
