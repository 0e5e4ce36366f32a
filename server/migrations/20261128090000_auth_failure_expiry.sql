-- Each failure carries its own expiry, so pruning for one key's window never drops failures another key still counts.
alter table auth.password_failures add column expires_at timestamptz;
-- Rows from before this change: a day outlives any window configured so far.
update auth.password_failures set expires_at = failed_at + interval '1 day';
alter table auth.password_failures alter column expires_at set not null;
drop index auth.password_failures_failed_at_idx;
create index password_failures_expires_at_idx on auth.password_failures (expires_at);

-- As before (see 20261126130000), except that expired failures of any key are pruned and each
-- failure is stored with the end of its own key's window.
create or replace function auth.begin_password_attempt(
  p_keys text[],
  p_windows integer[],
  p_limits integer[],
  p_now timestamptz,
  out retry_at timestamptz,
  out ids bigint[]
)
language plpgsql
set search_path = ''
as $$
declare
  sorted_key text;
  blocking timestamptz;
  inserted bigint;
begin
  delete from auth.password_failures where expires_at <= p_now;
  foreach sorted_key in array (select array_agg(k order by k) from unnest(p_keys) as k) loop
    perform pg_advisory_xact_lock(hashtext(sorted_key));
  end loop;
  for i in 1 .. coalesce(array_length(p_keys, 1), 0) loop
    select f.failed_at into blocking
    from auth.password_failures as f
    where f.key = p_keys[i] and f.failed_at > p_now - make_interval(secs => p_windows[i])
    order by f.failed_at desc
    offset p_limits[i] - 1
    limit 1;
    if found then
      retry_at := greatest(retry_at, blocking + make_interval(secs => p_windows[i]));
    end if;
  end loop;
  if retry_at is not null then
    return;
  end if;
  ids := '{}';
  for i in 1 .. coalesce(array_length(p_keys, 1), 0) loop
    insert into auth.password_failures (key, failed_at, expires_at)
    values (p_keys[i], p_now, p_now + make_interval(secs => p_windows[i]))
    returning id into inserted;
    ids := ids || inserted;
  end loop;
end;
$$;
