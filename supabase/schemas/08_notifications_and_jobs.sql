-- Notifications and jobs: in-app notices and the queue the worker drains (e-mails, reminders, expiry).

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Types -------------------------------------------------------------------------------------

create type public.job_status as enum ('queued', 'running', 'done', 'failed');

-- Tables ------------------------------------------------------------------------------------

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind ~ '^[a-z_]{1,40}$'),
  title text not null check (length(title) <= 200),
  body text not null default '' check (length(body) <= 1000),
  link text check (link ~ '^/'),
  read_at timestamptz,
  created_at timestamptz not null default now(),
  -- What the notice says, as data, so the app words it in the reader's language (title and body
  -- stay in English for any other reader): the values a kind's sentence needs (names, titles,
  -- amounts in paise, a payment method or payee). Kinds whose title is fixed and whose body is a
  -- person's own text (a booking's title, an announcement, a review reply) need none.
  params jsonb not null default '{}' check (jsonb_typeof(params) = 'object')
);

-- Background work (reminders, e-mails, expiring bookings), claimed with FOR UPDATE SKIP LOCKED.
create table public.jobs (
  id bigint generated always as identity primary key,
  kind text not null check (kind ~ '^[a-z_.]{1,60}$'),
  payload jsonb not null default '{}',
  run_at timestamptz not null default now(),
  status public.job_status not null default 'queued',
  attempts smallint not null default 0 check (attempts >= 0),
  max_attempts smallint not null default 5 check (max_attempts > 0),
  locked_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Indexes -----------------------------------------------------------------------------------

-- The bell: a user's notifications, newest first, unread counted.
create index notifications_user_idx on public.notifications (user_id, created_at desc);
-- The bell's unread count (polled every 15 s): only the unread, not every notification.
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

-- The worker's claim query: due queued jobs in run_at order.
create index jobs_due_idx on public.jobs (run_at) where status = 'queued';

-- A queued job is never enqueued twice (a trigger firing again, a reminder set again).
create unique index jobs_queued_once_idx on public.jobs (kind, payload) where status = 'queued';

-- Dropping or moving a booking's or an event's queued reminders finds them by their subject.
create index jobs_queued_booking_idx on public.jobs ((payload ->> 'booking_id')) where status = 'queued';
create index jobs_queued_event_idx on public.jobs ((payload ->> 'event_id')) where status = 'queued';

-- Functions ---------------------------------------------------------------------------------

create function app_private.notify(
  recipients uuid[], kind text, title text, body text, link text, params jsonb default '{}'
) returns void
  language sql set search_path = ''
as $$
  insert into public.notifications (user_id, kind, title, body, link, params)
  select r, kind, title, body, link, coalesce(params, '{}') from unnest(recipients) r
$$;

create function app_private.enqueue_job(kind text, payload jsonb, run_at timestamptz default now())
  returns void
  language sql security definer set search_path = ''
as $$
  insert into public.jobs (kind, payload, run_at) values (kind, payload, run_at)
  on conflict (kind, payload) where status = 'queued' do nothing
$$;

-- Wakes idle workers at once instead of at their next poll.
create function app_private.announce_jobs() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  perform pg_notify('jobs', '');
  return null;
end
$$;

-- Each booking step e-mails who it concerns: a request and a cancellation the hosts, every step
-- but the request the devotee. A new request also expires at its start time if still unanswered.
create function app_private.enqueue_booking_event_jobs() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  booking public.bookings;
  recipients uuid[];
begin
  select * into booking from public.bookings b where b.id = new.booking_id;
  recipients := case new.status
    when 'requested' then app_private.host_users(booking)
    when 'cancelled' then array[booking.devotee_id] || app_private.host_users(booking)
    else array[booking.devotee_id]
  end;
  perform app_private.enqueue_job('booking.email', jsonb_build_object('event_id', new.id, 'user_id', r))
     from unnest(recipients) r;
  if new.status = 'requested' then
    perform app_private.enqueue_job('booking.expire', jsonb_build_object('booking_id', booking.id),
      lower(booking.slot));
  end if;
  return null;
end
$$;

create function app_private.enqueue_live_reminder() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.enqueue_job('live.reminder',
    jsonb_build_object('session_id', new.session_id, 'user_id', new.user_id),
    s.starts_at - interval '15 minutes')
     from public.live_sessions s where s.id = new.session_id and s.status = 'scheduled';
  return null;
end
$$;

create function app_private.drop_live_reminder() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.jobs j
   where j.kind = 'live.reminder' and j.status = 'queued'
     and j.payload = jsonb_build_object('session_id', old.session_id, 'user_id', old.user_id);
  return null;
end
$$;

-- A session moved follows with its reminders; one cancelled or already live drops them; going
-- live tells every reminder holder.
create function app_private.reschedule_live_jobs() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.status <> 'scheduled' then
    delete from public.jobs j
     where j.kind = 'live.reminder' and j.status = 'queued' and j.payload ->> 'session_id' = new.id::text;
  elsif new.starts_at is distinct from old.starts_at then
    update public.jobs j set run_at = new.starts_at - interval '15 minutes'
     where j.kind = 'live.reminder' and j.status = 'queued' and j.payload ->> 'session_id' = new.id::text;
  end if;
  if new.status = 'live' and old.status <> 'live' then
    perform app_private.enqueue_job('live.started',
      jsonb_build_object('session_id', new.id, 'user_id', r.user_id))
       from public.live_reminders r where r.session_id = new.id;
  end if;
  return null;
end
$$;

-- booking.expire: the worker's step, at its own clock's time; false when the booking was answered.
create function app_private.expire_booking(target uuid, at timestamptz) returns boolean
  language plpgsql security definer set search_path = ''
as $$
declare
  booking public.bookings;
begin
  update public.bookings b set status = 'expired'
   where b.id = target and b.status = 'requested' and lower(b.slot) <= at
   returning * into booking;
  if not found then
    return false;
  end if;
  perform app_private.add_booking_event(booking, null, 'The provider did not answer before the start time');
  perform app_private.notify(array[booking.devotee_id], 'booking_expired', 'Your booking request expired',
    booking.title, '/bookings');
  return true;
end
$$;

-- A confirmed booking reminds the devotee and each host 24 hours and 1 hour before its start (a
-- reminder already past when it was confirmed is skipped); moving the booking moves them, and a
-- booking no longer confirmed drops them.
create function app_private.schedule_booking_reminders() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.jobs j
   where j.status = 'queued' and (j.payload ->> 'booking_id') = new.id::text
     and j.kind = 'booking.reminder';
  if new.status = 'confirmed' then
    perform app_private.enqueue_job('booking.reminder',
      jsonb_build_object('booking_id', new.id, 'user_id', r, 'hours_before', h),
      lower(new.slot) - make_interval(hours => h))
       from unnest(array[new.devotee_id] || app_private.host_users(new)) r,
            unnest(array[24, 1]) h
      where lower(new.slot) - make_interval(hours => h) > now();
  end if;
  return null;
end
$$;

-- A registration for a temple event is reminded the day before; withdrawn, it is not.
create function app_private.schedule_event_reminder() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.jobs j
     where j.status = 'queued' and (j.payload ->> 'event_id') = old.event_id::text
       and j.kind = 'event.reminder' and (j.payload ->> 'user_id') = old.user_id::text;
    return null;
  end if;
  perform app_private.enqueue_job('event.reminder',
    jsonb_build_object('event_id', e.id, 'user_id', new.user_id), e.starts_at - interval '1 day')
     from public.temple_events e
    where e.id = new.event_id and e.cancelled_at is null and e.starts_at - interval '1 day' > now();
  return null;
end
$$;

-- An event moved moves its reminders; one cancelled drops them.
create function app_private.reschedule_event_reminders() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.jobs j
   where j.status = 'queued' and (j.payload ->> 'event_id') = new.id::text and j.kind = 'event.reminder';
  if new.cancelled_at is null then
    perform app_private.enqueue_job('event.reminder',
      jsonb_build_object('event_id', new.id, 'user_id', r.user_id), new.starts_at - interval '1 day')
       from public.event_registrations r
      where r.event_id = new.id and new.starts_at - interval '1 day' > now();
  end if;
  return null;
end
$$;

-- A moved booking, a proposed time and its answer are told to the other side by their channels.
create function app_private.enqueue_reschedule_messages() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  booking public.bookings;
begin
  select * into booking from public.bookings b where b.id = new.booking_id;
  perform app_private.enqueue_job('booking.reschedule_message',
    jsonb_build_object('event_id', new.id, 'user_id', r))
     from unnest(case new.params ->> 'step'
                   when 'proposed' then array[booking.devotee_id]
                   else app_private.host_users(booking) end) r;
  return null;
end
$$;

-- A booking's payment, once recorded as paid, is confirmed to the devotee by their channels.
create function app_private.enqueue_paid_message() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.enqueue_job('booking.paid_message', jsonb_build_object('event_id', new.id));
  return null;
end
$$;

-- Triggers ----------------------------------------------------------------------------------

create trigger jobs_touch_updated_at before update on public.jobs
  for each row execute function app_private.touch_updated_at();

create trigger jobs_announce after insert on public.jobs
  for each statement execute function app_private.announce_jobs();

create trigger booking_events_enqueue_jobs after insert on public.booking_events
  for each row when (new.kind = 'status') execute function app_private.enqueue_booking_event_jobs();

create trigger live_reminders_enqueue after insert on public.live_reminders
  for each row execute function app_private.enqueue_live_reminder();

create trigger live_reminders_drop after delete on public.live_reminders
  for each row execute function app_private.drop_live_reminder();

create trigger live_sessions_reschedule_jobs after update of status, starts_at on public.live_sessions
  for each row execute function app_private.reschedule_live_jobs();

create trigger bookings_schedule_reminders after update of status, slot on public.bookings
  for each row when (old.status is distinct from new.status or old.slot is distinct from new.slot)
  execute function app_private.schedule_booking_reminders();

create trigger event_registrations_schedule_reminder
  after insert or delete on public.event_registrations
  for each row execute function app_private.schedule_event_reminder();

create trigger temple_events_reschedule_reminders after update of starts_at, cancelled_at on public.temple_events
  for each row when (old.starts_at is distinct from new.starts_at or old.cancelled_at is distinct from new.cancelled_at)
  execute function app_private.reschedule_event_reminders();

create trigger booking_events_enqueue_reschedule_messages after insert on public.booking_events
  for each row when (new.kind = 'reschedule') execute function app_private.enqueue_reschedule_messages();

create trigger booking_events_enqueue_paid_message after insert on public.booking_events
  for each row when (new.kind = 'payment' and new.params ->> 'step' = 'paid')
  execute function app_private.enqueue_paid_message();

-- Execute --------------------------------------------------------------------------------

-- Who may call each function, by name: revoked from every role first, since the default
-- privileges of a Supabase project grant execute on new functions to the API roles.

revoke execute on function
  app_private.notify(uuid[], text, text, text, text, jsonb),
  app_private.enqueue_job(text, jsonb, timestamp with time zone),
  app_private.announce_jobs(),
  app_private.enqueue_booking_event_jobs(),
  app_private.enqueue_live_reminder(),
  app_private.drop_live_reminder(),
  app_private.reschedule_live_jobs(),
  app_private.expire_booking(uuid, timestamp with time zone),
  app_private.schedule_booking_reminders(),
  app_private.schedule_event_reminder(),
  app_private.reschedule_event_reminders(),
  app_private.enqueue_reschedule_messages(),
  app_private.enqueue_paid_message()
  from public, anon, authenticated, service_role;

-- Access ---------------------------------------------------------------------------------

-- Table by table: row-level security, then grants (which columns a role may touch at all),
-- then policies (which rows). service_role bypasses row-level security.

-- notifications: the recipient reads, marks read and deletes; written by functions and jobs.
alter table public.notifications enable row level security;
revoke all on public.notifications from public, anon, authenticated, service_role;
grant select, delete on public.notifications to authenticated;
grant select, insert, update, delete on public.notifications to service_role;
grant update (read_at) on public.notifications to authenticated;
create policy "Users read their notifications" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users mark their notifications read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users delete their notifications" on public.notifications
  for delete to authenticated using (user_id = (select auth.uid()));
-- Realtime: the bell counts a new notice as it arrives.
alter publication supabase_realtime add table public.notifications;

alter table public.jobs enable row level security;
revoke all on public.jobs from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.jobs to service_role;

revoke all on sequence public.jobs_id_seq from public, anon, authenticated, service_role;
grant select, usage on sequence public.jobs_id_seq to anon, authenticated, service_role;

-- Messages to phones ------------------------------------------------------------------------

-- Each person's channels (e-mail, SMS, WhatsApp) and what they want to hear about. No row means
-- the defaults: e-mail on where the account has an address, SMS on where it signed up by phone,
-- every topic on (the server applies the same defaults when it delivers).
create table public.message_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- E.164; null: the account's sign-in phone, if any.
  phone text check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  email_enabled boolean not null default true,
  sms_enabled boolean not null default false,
  whatsapp_enabled boolean not null default false,
  bookings boolean not null default true,
  reminders boolean not null default true,
  payments boolean not null default true,
  verification boolean not null default true,
  updated_at timestamptz not null default now()
);

-- Numbers that replied STOP on a channel; never messaged there until they reply START.
create table public.phone_opt_outs (
  phone text not null check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  channel text not null check (channel in ('sms', 'whatsapp')),
  opted_out_at timestamptz not null default now(),
  primary key (phone, channel)
);

-- Every message a provider accepted, with its id, recorded in the transaction that finishes its
-- job: a (dedupe key, channel) pair is sent once, however often its job runs or is enqueued.
create table public.phone_messages (
  id bigint generated always as identity primary key,
  dedupe_key text not null,
  channel text not null check (channel in ('sms', 'whatsapp')),
  user_id uuid references auth.users (id) on delete set null,
  recipient text not null,
  kind text not null,
  provider text not null,
  provider_message_id text,
  sent_at timestamptz not null default now(),
  unique (dedupe_key, channel)
);

-- An Indian mobile number as people write it (98765 43210, 098…, 91 98…, +91 98…) in E.164
-- (+9198…); any other number must already be E.164. Refuses anything else with a code.
create function app_private.normalize_phone(raw text) returns text
  language plpgsql immutable set search_path = ''
as $$
declare
  digits text := regexp_replace(coalesce(raw, ''), '[[:space:]().-]', '', 'g');
begin
  if digits = '' then
    return null;
  elsif digits ~ '^[6-9][0-9]{9}$' then
    digits := '+91' || digits;
  elsif digits ~ '^0[6-9][0-9]{9}$' then
    digits := '+91' || substr(digits, 2);
  elsif digits ~ '^91[6-9][0-9]{9}$' then
    digits := '+' || digits;
  elsif digits ~ '^\+910[6-9][0-9]{9}$' then
    digits := '+91' || substr(digits, 5);
  end if;
  if digits !~ '^\+[1-9][0-9]{7,14}$' or (digits like '+91%' and digits !~ '^\+91[6-9][0-9]{9}$') then
    raise exception 'Enter a mobile number such as +91 98765 43210'
      using errcode = '22023', hint = 'Write the number with its country code.',
            detail = json_build_object('code', 'messages.phone_invalid', 'phone', raw)::text;
  end if;
  return digits;
end
$$;

-- Keeps the phone in E.164 and refuses a phone channel without a number to send to.
create function app_private.check_message_preferences() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  new.phone := app_private.normalize_phone(new.phone);
  if (new.sms_enabled or new.whatsapp_enabled) and new.phone is null
     and not exists (select 1 from auth.users u where u.id = new.user_id and coalesce(u.phone, '') <> '') then
    raise exception 'Add a mobile number to receive SMS or WhatsApp messages'
      using errcode = '22023', detail = '{"code":"messages.phone_required"}';
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger message_preferences_check before insert or update on public.message_preferences
  for each row execute function app_private.check_message_preferences();

revoke execute on function
  app_private.normalize_phone(text),
  app_private.check_message_preferences()
  from public, anon, authenticated, service_role;

-- message_preferences: each person reads and writes their own row only.
alter table public.message_preferences enable row level security;
revoke all on public.message_preferences from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.message_preferences to authenticated, service_role;
create policy "People read their message preferences" on public.message_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "People add their message preferences" on public.message_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "People change their message preferences" on public.message_preferences
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "People remove their message preferences" on public.message_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

-- phone_opt_outs and phone_messages: the server's alone.
alter table public.phone_opt_outs enable row level security;
revoke all on public.phone_opt_outs from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.phone_opt_outs to service_role;

alter table public.phone_messages enable row level security;
revoke all on public.phone_messages from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.phone_messages to service_role;
revoke all on sequence public.phone_messages_id_seq from public, anon, authenticated, service_role;
grant select, usage on sequence public.phone_messages_id_seq to service_role;

-- The channels on which the caller's numbers replied STOP, so their settings can say why nothing
-- arrives there (and that START brings it back).
create function public.my_phone_opt_outs()
  returns table (phone text, channel text)
  language sql stable security definer set search_path = ''
as $$
  select o.phone, o.channel
    from public.phone_opt_outs o
   where o.phone in (
     select p.phone from public.message_preferences p where p.user_id = (select auth.uid())
     union all
     select '+' || ltrim(u.phone, '+') from auth.users u
      where u.id = (select auth.uid()) and coalesce(u.phone, '') <> '')
   order by o.channel
$$;

revoke execute on function public.my_phone_opt_outs() from public, anon, authenticated, service_role;
grant execute on function public.my_phone_opt_outs() to authenticated, service_role;

-- A refund the gateway has made (by the refund job or Razorpay's webhook) is told to the payer by
-- their chosen channels.
create function app_private.enqueue_refund_message() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.enqueue_job('payment.refunded', jsonb_build_object('payment_id', new.id));
  return null;
end
$$;

create trigger payments_enqueue_refund_message after update of refund_status on public.payments
  for each row when (new.refund_status = 'processed' and old.refund_status <> 'processed')
  execute function app_private.enqueue_refund_message();

revoke execute on function app_private.enqueue_refund_message()
  from public, anon, authenticated, service_role;
