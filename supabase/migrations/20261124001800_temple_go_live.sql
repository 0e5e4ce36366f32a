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
    raise exception 'Temple not found' using errcode = 'PT404', hint = 'Check you administer this temple.';
  end if;
  if exists (select 1 from public.live_sessions s
              where s.temple_id = temple.id and s.provider_id is null and s.status = 'live') then
    raise exception 'The temple is already live'
      using errcode = 'PT409', hint = 'End the current stream before starting another.';
  end if;
  if stream_url is null then
    raise exception 'Paste the stream link devotees will watch'
      using errcode = '22023', hint = 'A YouTube live link or any other https player page.';
  end if;
  insert into public.live_sessions (temple_id, title, kind, starts_at, status, venue, stream_url)
  values (temple.id, trim(go_live_now.title), go_live_now.kind, now(), 'live',
          coalesce(temple.location, temple.city, temple.name), trim(go_live_now.stream_url))
  returning * into session;
  return session;
end
$$;

revoke execute on function public.go_live_now(uuid, text, public.live_session_kind, text)
  from public, anon;
grant execute on function public.go_live_now(uuid, text, public.live_session_kind, text)
  to authenticated, service_role;
