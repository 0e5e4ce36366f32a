-- A password attempt is checked against its limits and recorded in one call (one statement on
-- the wire, where it took eight): old failures are pruned, each key is locked for the rest of
-- the transaction in sorted order (two attempts never deadlock), and each count reads after the
-- lock (a plpgsql statement takes a fresh snapshot), so concurrent guesses cannot slip past a
-- limit together. Blocked: `retry_at` says when the oldest failure that must go leaves its
-- window, and nothing is recorded. Let through: `ids` are the failures recorded for this attempt,
-- forgotten if the password turns out right.
create function auth.begin_password_attempt(
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
  delete from auth.password_failures
  where failed_at < p_now - make_interval(secs => (select max(w) from unnest(p_windows) as w));
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
    insert into auth.password_failures (key, failed_at) values (p_keys[i], p_now)
    returning id into inserted;
    ids := ids || inserted;
  end loop;
end;
$$;
revoke all on function auth.begin_password_attempt(text[], integer[], integer[], timestamptz)
from public, anon, authenticated;
