-- Live sessions count the people watching them in the app, and keep when they really started and ended.

alter table public.live_sessions
  -- When it really went live and ended (starts_at is when it was scheduled to).
  add column started_at timestamptz,
  add column ended_at timestamptz,
  -- The most watching at once, and everyone who watched, kept for the host's history.
  add column peak_viewer_count integer not null default 0 check (peak_viewer_count >= 0),
  add column total_viewer_count integer not null default 0 check (total_viewer_count >= 0);

-- Who is watching a live session in the app: a row per signed-in watcher, seen again every minute
-- while the player is open. live_sessions.viewer_count counts those seen in the last two minutes.
create table public.live_session_viewers (
  session_id uuid not null references public.live_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (session_id, user_id)
);

-- The viewer count: a session's watchers seen lately.
create index live_session_viewers_seen_idx on public.live_session_viewers (session_id, last_seen_at);

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

create trigger live_sessions_stamp_times
  before insert or update of status on public.live_sessions
  for each row execute function app_private.stamp_live_times();

revoke execute on function
  app_private.stamp_live_times(),
  app_private.recount_live_viewers(public.live_sessions, boolean),
  public.watch_live_session(uuid),
  public.leave_live_session(uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.watch_live_session(uuid), public.leave_live_session(uuid)
  to authenticated, service_role;

-- live_session_viewers: written only by watch_live_session and leave_live_session.
alter table public.live_session_viewers enable row level security;
revoke all on public.live_session_viewers from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.live_session_viewers to service_role;

-- Sessions already live or ended keep their scheduled start as the best known.
update public.live_sessions set started_at = starts_at where status in ('live', 'ended');
