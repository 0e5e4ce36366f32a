-- A katha series: one event of kind katha_series with a speaker and its dated sessions. Devotees
-- register for the series (event_registrations); the sessions say when to come.

alter table public.temple_events add column speaker text check (length(speaker) <= 120);
grant insert (speaker) on public.temple_events to authenticated;
grant update (speaker) on public.temple_events to authenticated;

create table public.katha_sessions (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.temple_events (id) on delete cascade,
  starts_at timestamptz not null,
  topic text not null default '' check (length(topic) <= 160),
  created_at timestamptz not null default now(),
  constraint katha_sessions_once unique (event_id, starts_at)
);
-- The temple page and the Katha page: a series' sessions in order.
create index katha_sessions_event_idx on public.katha_sessions (event_id, starts_at);

alter table public.katha_sessions enable row level security;
revoke all on table public.katha_sessions from public, anon, authenticated, service_role;
grant select on public.katha_sessions to anon, authenticated;
grant select, insert, update, delete on public.katha_sessions to service_role;
-- Readable wherever their event is (the event's own policies decide); written by save_katha_series.
create policy "Sessions follow their event" on public.katha_sessions
  for select to anon, authenticated
  using (exists (select 1 from public.temple_events e where e.id = event_id));

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
    raise exception 'Temple not found' using errcode = 'PT404', hint = 'Check you administer this temple.';
  end if;
  if jsonb_typeof(sessions) is distinct from 'array' or jsonb_array_length(sessions) not between 1 and 60 then
    raise exception 'Give the series between 1 and 60 sessions' using errcode = '22023';
  end if;
  if nullif(trim(speaker), '') is null then
    raise exception 'Name the speaker' using errcode = '22023';
  end if;
  select min((s ->> 'starts_at')::timestamptz), count(*) into first_start, session_count
    from jsonb_array_elements(sessions) s;
  if first_start <= now() then
    raise exception 'Every session must be in the future' using errcode = '22023';
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
        using errcode = 'PT404', hint = 'Choose one of your temple''s series.';
    end if;
    delete from public.katha_sessions k where k.event_id = event.id;
  end if;
  insert into public.katha_sessions (event_id, starts_at, topic)
  select event.id, (s ->> 'starts_at')::timestamptz, coalesce(trim(s ->> 'topic'), '')
    from jsonb_array_elements(sessions) s;
  return event;
exception
  when unique_violation then
    raise exception 'Two sessions have the same date and time' using errcode = '22023';
  when invalid_datetime_format or datetime_field_overflow then
    raise exception 'A session''s date and time could not be read' using errcode = '22023';
end
$$;

revoke execute on function
  public.save_katha_series(uuid, text, text, jsonb, text, integer, uuid) from public, anon;
grant execute on function
  public.save_katha_series(uuid, text, text, jsonb, text, integer, uuid) to authenticated, service_role;
