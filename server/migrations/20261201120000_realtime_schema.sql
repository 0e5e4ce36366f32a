-- The realtime schema as Supabase Realtime has it (messages, topic(), send(), the supabase_realtime
-- publication), so channel policies and database broadcasts written for hosted Supabase apply here
-- unchanged; plus this server's change feed, which its Realtime endpoint reads.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

-- Broadcasts sent from the database, and the table private-channel policies are written on:
-- `select` decides who may join a topic, `insert` who may broadcast or track presence on it.
create table realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  primary key (id, inserted_at)
);
create index messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The topic of the channel being authorised, for policies on realtime.messages.
create function realtime.topic() returns text
  language sql stable
as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;

-- Published rows and broadcasts, in commit order, for the Realtime endpoint to deliver. A row is
-- kept a few minutes, so a listener that lost its connection catches up instead of losing it.
create table realtime.change_feed (
  id bigint generated always as identity primary key,
  committed_at timestamptz not null default now(),
  kind text not null check (kind in ('postgres_changes', 'broadcast')),
  schema_name text,
  table_name text,
  operation text check (operation in ('INSERT', 'UPDATE', 'DELETE')),
  record jsonb,
  old_record jsonb,
  topic text,
  event text,
  payload jsonb,
  private boolean
);
revoke all on realtime.change_feed from public, anon, authenticated, service_role;

-- Broadcasts `payload` as `event` to the subscribers of `topic`, from SQL (a trigger, a function).
create function realtime.send(payload jsonb, event text, topic text, private boolean default true)
  returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into realtime.messages (payload, event, topic, private, extension)
  values (send.payload, send.event, send.topic, send.private, 'broadcast');
  insert into realtime.change_feed (kind, topic, event, payload, private)
  values ('broadcast', send.topic, send.event, send.payload, send.private);
  perform pg_notify('realtime_change_feed', '');
end
$$;
revoke execute on function realtime.send(jsonb, text, text, boolean)
  from public, anon, authenticated, service_role;

-- Fires after each change to a table in the supabase_realtime publication (the endpoint puts it
-- there at start); the row's image goes to the feed, trimmed by the endpoint per table.
create function realtime.capture_change() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into realtime.change_feed (kind, schema_name, table_name, operation, record, old_record)
  values ('postgres_changes', tg_table_schema, tg_table_name, tg_op,
          case when tg_op = 'DELETE' then null else to_jsonb(new) end,
          case when tg_op = 'INSERT' then null else to_jsonb(old) end);
  perform pg_notify('realtime_change_feed', '');
  return null;
end
$$;
revoke execute on function realtime.capture_change() from public, anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
