-- Going live carries the stream link in the same call, links are well-formed https URLs, and a
-- host cannot schedule a session in the past.

-- One https URL with a host and no spaces (a YouTube live link or any other player's page).
alter table public.live_sessions drop constraint live_sessions_stream_url_check;
alter table public.live_sessions add constraint live_sessions_stream_url_check check (
  length(stream_url) <= 2048 and stream_url ~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
);

-- A start time already gone is refused when a user schedules or moves a session; the operator
-- (service role, seed) may record past sessions.
create function app_private.refuse_past_live_start() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if auth.role() = 'authenticated' and new.status = 'scheduled' and new.starts_at < now()
     and (tg_op = 'INSERT' or new.starts_at is distinct from old.starts_at) then
    raise exception 'This date and time has already passed'
      using errcode = '22023', hint = 'Choose a start time in the future.';
  end if;
  return new;
end
$$;
create trigger live_sessions_refuse_past_start
  before insert or update of starts_at on public.live_sessions
  for each row execute function app_private.refuse_past_live_start();

-- set_live_session_status with the stream link: going live may set it, so the session never shows
-- in Live Now without the link a devotee joins by.
drop function public.set_live_session_status(uuid, public.live_session_status);
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
    raise exception 'Live session not found' using errcode = 'PT404', hint = 'Check the session link.';
  end if;
  if not ((s.status = 'scheduled' and set_live_session_status.status in ('live', 'cancelled'))
          or (s.status = 'live' and set_live_session_status.status = 'ended')) then
    raise exception 'A % session cannot become %', s.status, set_live_session_status.status
      using errcode = 'PT409', hint = 'Sessions go scheduled -> live -> ended, or scheduled -> cancelled.';
  end if;
  if set_live_session_status.stream_url is not null and set_live_session_status.status <> 'live' then
    raise exception 'A stream link is given only when going live'
      using errcode = '22023', hint = 'Edit the session to change its link.';
  end if;
  update public.live_sessions x
     set status = set_live_session_status.status,
         stream_url = coalesce(set_live_session_status.stream_url, x.stream_url)
   where x.id = s.id returning * into s;
  return s;
end
$$;
revoke execute on function public.set_live_session_status(uuid, public.live_session_status, text)
  from public, anon;
grant execute on function public.set_live_session_status(uuid, public.live_session_status, text)
  to authenticated, service_role;
