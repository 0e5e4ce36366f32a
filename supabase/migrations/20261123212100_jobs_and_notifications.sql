-- Background work is enqueued by triggers, so booking and live-session rules enqueue the same jobs on hosted Supabase as here.
--
-- Job kinds (payloads are small JSON keys; the worker reads the rows when it runs):
--   booking.email   {event_id, user_id}     one e-mail per recipient of a booking step
--   booking.expire  {booking_id}            at the start time: a request nobody answered expires
--   live.reminder   {session_id, user_id}   15 minutes before the start: e-mail (+ .ics) and notification
--   live.started    {session_id, user_id}   when the host goes live: e-mail and notification

-- A queued job is never enqueued twice (a trigger firing again, a reminder set again).
create unique index jobs_queued_once_idx on public.jobs (kind, payload) where status = 'queued';

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
create trigger jobs_announce after insert on public.jobs
  for each statement execute function app_private.announce_jobs();

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
create trigger booking_events_enqueue_jobs after insert on public.booking_events
  for each row execute function app_private.enqueue_booking_event_jobs();

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
create trigger live_reminders_enqueue after insert on public.live_reminders
  for each row execute function app_private.enqueue_live_reminder();

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
create trigger live_reminders_drop after delete on public.live_reminders
  for each row execute function app_private.drop_live_reminder();

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
create trigger live_sessions_reschedule_jobs after update of status, starts_at on public.live_sessions
  for each row execute function app_private.reschedule_live_jobs();

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

revoke execute on function
  app_private.enqueue_job(text, jsonb, timestamptz), app_private.announce_jobs(),
  app_private.enqueue_booking_event_jobs(), app_private.enqueue_live_reminder(),
  app_private.drop_live_reminder(), app_private.reschedule_live_jobs(),
  app_private.expire_booking(uuid, timestamptz)
  from public;
