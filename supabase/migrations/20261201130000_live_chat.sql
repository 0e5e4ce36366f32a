-- Live chat beside a live session: messages delivered by Realtime broadcast, hosts' moderation, viewers' reports.

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Tables ------------------------------------------------------------------------------------

create table public.live_chat_messages (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.live_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The author's display name when they wrote it, so a later rename does not rewrite the chat.
  author_name text not null default '' check (length(author_name) <= 120),
  body text not null check (length(body) between 1 and 300),
  created_at timestamptz not null default now(),
  removed_at timestamptz,
  removed_by uuid references auth.users (id) on delete set null
);

-- Who may no longer write in a session's chat, and who decided so.
create table public.live_chat_mutes (
  session_id uuid not null references public.live_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  muted_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (session_id, user_id)
);

-- A viewer's report of a message, open until an administrator removes the message or dismisses it.
create table public.live_chat_reports (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.live_chat_messages (id) on delete cascade,
  reporter_id uuid not null references auth.users (id) on delete cascade,
  reason text not null check (length(reason) between 1 and 500),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references auth.users (id) on delete set null,
  constraint live_chat_reports_once unique (message_id, reporter_id)
);

-- Indexes -----------------------------------------------------------------------------------

-- The last 50 messages a viewer sees on opening, and the author's pace check.
create index live_chat_messages_session_idx on public.live_chat_messages (session_id, created_at);

create index live_chat_messages_author_idx on public.live_chat_messages (user_id, session_id, created_at);

-- The admin queue: open reports, oldest first.
create index live_chat_reports_open_idx on public.live_chat_reports (created_at) where resolved_at is null;

create index live_chat_reports_reporter_idx on public.live_chat_reports (reporter_id);

-- Functions ---------------------------------------------------------------------------------

-- The session a Realtime topic `live:<uuid>` names, or null for any other topic.
create function app_private.live_topic_session_id(topic text) returns uuid
  language sql immutable set search_path = ''
as $$
  select case
    when topic ~* '^live:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then substr(topic, 6)::uuid
  end
$$;

-- Whether the caller may read the session (the live_sessions policies decide, as they run as the
-- caller): who may read a session may watch its chat and be seen watching it.
create function app_private.can_read_live_session(session_id uuid) returns boolean
  language sql stable set search_path = ''
as $$
  select exists (select 1 from public.live_sessions s where s.id = can_read_live_session.session_id)
$$;

-- A host of the session (its provider, or its temple's administrators) or an administrator at aal2.
create function app_private.moderates_live_session(s public.live_sessions) returns boolean
  language sql stable set search_path = ''
as $$
  select app_private.manages_host(s.provider_id, s.temple_id) or app_private.is_mfa_platform_admin()
$$;

-- Whether the signed-in caller moderates the session's chat (shows Remove and Mute).
create function public.moderates_live_chat(session_id uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select app_private.moderates_live_session(s) from public.live_sessions s
      where s.id = moderates_live_chat.session_id),
    false)
$$;

-- post_live_chat_message: the only way to write in a chat. The author's profile row is locked so
-- two posts at once are paced one after the other.
create function public.post_live_chat_message(session_id uuid, body text)
  returns public.live_chat_messages
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  s public.live_sessions;
  said text := btrim(coalesce(post_live_chat_message.body, ''), E' \t\r\n');
  author text;
  message public.live_chat_messages;
begin
  select * into s from public.live_sessions x where x.id = post_live_chat_message.session_id;
  if not found or not (
    (s.is_public and s.host_listed and s.status <> 'cancelled')
    or app_private.manages_host(s.provider_id, s.temple_id)
  ) then
    raise exception 'Live session not found'
      using errcode = 'PT404', hint = 'Check the session link.',
            detail = '{"code":"live.not_found"}';
  end if;
  if s.status <> 'live' then
    raise exception 'This session is not live'
      using errcode = 'PT409', hint = 'Chat is open while the session streams.',
            detail = '{"code":"live.not_live"}';
  end if;
  if not s.chat_enabled or s.is_sample then
    raise exception 'Chat is turned off for this session'
      using errcode = 'PT409', hint = 'The host has not opened chat.',
            detail = '{"code":"live_chat.closed"}';
  end if;
  if exists (select 1 from public.live_chat_mutes m where m.session_id = s.id and m.user_id = uid) then
    raise exception 'The host has muted you in this chat'
      using errcode = '42501', hint = 'You can keep watching.',
            detail = '{"code":"live_chat.muted"}';
  end if;
  if said = '' then
    raise exception 'Write a message first'
      using errcode = '22023', hint = 'A message is 1 to 300 characters.',
            detail = '{"code":"live_chat.empty"}';
  end if;
  if length(said) > 300 then
    raise exception 'A message is at most 300 characters'
      using errcode = '22023', hint = 'Shorten the message.',
            detail = '{"code":"live_chat.too_long"}';
  end if;
  if said ~* '(https?://|www\.|[[:alnum:]_-]+\.(com|in|org|net|ly|io|co|me|info|biz|xyz|app|link|gl|to|tv|live|site|online|shop|ru|cn)\M)' then
    raise exception 'Links cannot be shared in live chat'
      using errcode = '22023', hint = 'Remove the link and send again.',
            detail = '{"code":"live_chat.link"}';
  end if;
  select coalesce(btrim(p.display_name), '') into author
    from public.profiles p where p.id = uid for no key update;
  if exists (select 1 from public.live_chat_messages m
              where m.user_id = uid and m.session_id = s.id
                and m.created_at > clock_timestamp() - interval '2 seconds') then
    raise exception 'Wait a moment before sending another message'
      using errcode = 'PT429', hint = 'One message every two seconds.',
            detail = '{"code":"live_chat.too_fast"}';
  end if;
  insert into public.live_chat_messages (session_id, user_id, author_name, body, created_at)
  values (s.id, uid, coalesce(author, ''), said, clock_timestamp())
  returning * into message;
  return message;
end
$$;

-- The session of a message the caller moderates, locked; refused as not found otherwise.
create function app_private.moderated_chat_session(message_id uuid) returns public.live_sessions
  language plpgsql set search_path = ''
as $$
declare
  s public.live_sessions;
begin
  select x.* into s from public.live_chat_messages m join public.live_sessions x on x.id = m.session_id
   where m.id = moderated_chat_session.message_id;
  if not found or not app_private.moderates_live_session(s) then
    raise exception 'Message not found'
      using errcode = 'PT404', hint = 'It may have been removed.',
            detail = '{"code":"live_chat.message_not_found"}';
  end if;
  return s;
end
$$;

-- remove_live_chat_message: a host or an administrator takes a message out of the chat; its open
-- reports are resolved with it. Removing twice changes nothing.
create function public.remove_live_chat_message(id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
begin
  perform app_private.moderated_chat_session(remove_live_chat_message.id);
  update public.live_chat_messages m set removed_at = now(), removed_by = uid
   where m.id = remove_live_chat_message.id and m.removed_at is null;
  update public.live_chat_reports r set resolved_at = now(), resolved_by = uid
   where r.message_id = remove_live_chat_message.id and r.resolved_at is null;
end
$$;

-- mute_live_chat_user: a host stops someone writing in the session's chat.
create function public.mute_live_chat_user(session_id uuid, user_id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  s public.live_sessions;
begin
  select * into s from public.live_sessions x where x.id = mute_live_chat_user.session_id;
  if not found or not app_private.moderates_live_session(s) then
    raise exception 'Live session not found'
      using errcode = 'PT404', hint = 'Check the session link.',
            detail = '{"code":"live.not_found"}';
  end if;
  if mute_live_chat_user.user_id = uid then
    raise exception 'You cannot mute yourself'
      using errcode = '22023', hint = 'Mute someone else who wrote in the chat.',
            detail = '{"code":"live_chat.mute_self"}';
  end if;
  if not exists (select 1 from public.live_chat_messages m
                  where m.session_id = s.id and m.user_id = mute_live_chat_user.user_id) then
    raise exception 'This person has not written in this chat'
      using errcode = 'PT404', hint = 'Mute someone from one of their messages.',
            detail = '{"code":"live_chat.author_not_found"}';
  end if;
  insert into public.live_chat_mutes (session_id, user_id, muted_by)
  values (s.id, mute_live_chat_user.user_id, uid)
  on conflict on constraint live_chat_mutes_pkey do nothing;
end
$$;

-- report_live_chat_message: any signed-in viewer flags a message they can read for the
-- administrators; reporting the same message again changes nothing.
create function public.report_live_chat_message(id uuid, reason text) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  said text := btrim(coalesce(report_live_chat_message.reason, ''));
  m public.live_chat_messages;
  s public.live_sessions;
begin
  select * into m from public.live_chat_messages x
   where x.id = report_live_chat_message.id and x.removed_at is null;
  if found then
    select * into s from public.live_sessions x where x.id = m.session_id;
  end if;
  if m.id is null or not (
    (s.is_public and s.host_listed and s.status <> 'cancelled')
    or app_private.manages_host(s.provider_id, s.temple_id)
  ) then
    raise exception 'Message not found'
      using errcode = 'PT404', hint = 'It may have been removed.',
            detail = '{"code":"live_chat.message_not_found"}';
  end if;
  if m.user_id = uid then
    raise exception 'You cannot report your own message'
      using errcode = '22023', hint = 'Report messages other people wrote.',
            detail = '{"code":"live_chat.own_message"}';
  end if;
  if said = '' or length(said) > 500 then
    raise exception 'Say in up to 500 characters what is wrong with the message'
      using errcode = '22023', hint = 'A reason helps the administrators decide.',
            detail = '{"code":"live_chat.reason_required"}';
  end if;
  insert into public.live_chat_reports (message_id, reporter_id, reason)
  values (m.id, uid, said)
  on conflict on constraint live_chat_reports_once do nothing;
end
$$;

-- The admin area's queue: open reports with the message, its session and who reported it.
create function public.live_chat_report_queue()
  returns table (
    report_id uuid,
    reason text,
    reported_at timestamptz,
    reporter_name text,
    message_id uuid,
    body text,
    author_name text,
    message_removed boolean,
    session_id uuid,
    session_title text
  )
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_mfa_admin('see reported chat messages');
  return query
    select r.id, r.reason, r.created_at,
           coalesce(nullif(btrim(p.display_name), ''), u.email::text, u.phone::text, ''),
           m.id, m.body, m.author_name, m.removed_at is not null, s.id, s.title
      from public.live_chat_reports r
      join public.live_chat_messages m on m.id = r.message_id
      join public.live_sessions s on s.id = m.session_id
      left join public.profiles p on p.id = r.reporter_id
      left join auth.users u on u.id = r.reporter_id
     where r.resolved_at is null
     order by r.created_at
     limit 50;
end
$$;

-- dismiss_live_chat_reports: an administrator keeps the message and closes its open reports.
create function public.dismiss_live_chat_reports(message_id uuid) returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.require_mfa_admin('dismiss chat reports');
  update public.live_chat_reports r set resolved_at = now(), resolved_by = auth.uid()
   where r.message_id = dismiss_live_chat_reports.message_id and r.resolved_at is null;
end
$$;

-- Sends each new message, and each removal, to the session's private channel. Security definer:
-- realtime.send is the database owner's, whoever writes the row.
create function app_private.broadcast_live_chat() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.removed_at is null then
    perform realtime.send(
      jsonb_build_object('id', new.id, 'session_id', new.session_id, 'author_name', new.author_name,
                         'body', new.body, 'created_at', new.created_at),
      'chat', 'live:' || new.session_id, true);
  elsif tg_op = 'UPDATE' and new.removed_at is not null and old.removed_at is null then
    perform realtime.send(jsonb_build_object('id', new.id), 'chat_removed', 'live:' || new.session_id, true);
  end if;
  return null;
end
$$;

-- Triggers ----------------------------------------------------------------------------------

create trigger live_chat_messages_broadcast
  after insert or update of removed_at on public.live_chat_messages
  for each row execute function app_private.broadcast_live_chat();

-- Execute --------------------------------------------------------------------------------

revoke execute on function
  app_private.live_topic_session_id(text),
  app_private.can_read_live_session(uuid),
  app_private.moderates_live_session(public.live_sessions),
  app_private.moderated_chat_session(uuid),
  app_private.broadcast_live_chat(),
  public.moderates_live_chat(uuid),
  public.post_live_chat_message(uuid, text),
  public.remove_live_chat_message(uuid),
  public.mute_live_chat_user(uuid, uuid),
  public.report_live_chat_message(uuid, text),
  public.live_chat_report_queue(),
  public.dismiss_live_chat_reports(uuid)
  from public, anon, authenticated, service_role;

-- The Realtime policies below run as the viewer, signed in or not.
grant execute on function
  app_private.live_topic_session_id(text),
  app_private.can_read_live_session(uuid)
  to anon, authenticated, service_role;

grant execute on function
  public.moderates_live_chat(uuid),
  public.post_live_chat_message(uuid, text),
  public.remove_live_chat_message(uuid),
  public.mute_live_chat_user(uuid, uuid),
  public.report_live_chat_message(uuid, text),
  public.live_chat_report_queue(),
  public.dismiss_live_chat_reports(uuid)
  to authenticated, service_role;

-- Access ---------------------------------------------------------------------------------

-- live_chat_messages: whoever may read the session reads its messages still shown; a visitor
-- not signed in sees no author's user id. Written only by the functions above.
alter table public.live_chat_messages enable row level security;
revoke all on public.live_chat_messages from public, anon, authenticated, service_role;
grant select (id, session_id, author_name, body, created_at) on public.live_chat_messages to anon;
grant select (id, session_id, user_id, author_name, body, created_at) on public.live_chat_messages to authenticated;
grant select, insert, update, delete on public.live_chat_messages to service_role;
create policy "Viewers read the chat of sessions they may read" on public.live_chat_messages
  for select to anon, authenticated
  using (
    removed_at is null
    and exists (select 1 from public.live_sessions s where s.id = live_chat_messages.session_id)
  );

-- live_chat_mutes and live_chat_reports: written and read only through the functions above.
alter table public.live_chat_mutes enable row level security;
revoke all on public.live_chat_mutes from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.live_chat_mutes to service_role;

alter table public.live_chat_reports enable row level security;
revoke all on public.live_chat_reports from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.live_chat_reports to service_role;

-- realtime.messages: joining the private channel live:<id> needs the session to be readable;
-- watchers may track their presence there. No client may broadcast, so only the trigger above
-- speaks for the chat.
create policy "Viewers join the channel of a live session they may read" on realtime.messages
  for select to anon, authenticated
  using (
    (select app_private.can_read_live_session(app_private.live_topic_session_id(realtime.topic())))
  );
create policy "Viewers share their presence on a live session's channel" on realtime.messages
  for insert to anon, authenticated
  with check (
    extension = 'presence'
    and (select app_private.can_read_live_session(app_private.live_topic_session_id(realtime.topic())))
  );
