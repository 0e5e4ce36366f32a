-- Reminders before a confirmed booking (24 hours and 1 hour, both sides) and a temple event (the day before).

-- Dropping or moving a booking's or an event's queued reminders finds them by their subject.
create index jobs_queued_booking_idx on public.jobs ((payload ->> 'booking_id')) where status = 'queued';
create index jobs_queued_event_idx on public.jobs ((payload ->> 'event_id')) where status = 'queued';

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

create trigger bookings_schedule_reminders after update of status, slot on public.bookings
  for each row when (old.status is distinct from new.status or old.slot is distinct from new.slot)
  execute function app_private.schedule_booking_reminders();

create trigger event_registrations_schedule_reminder
  after insert or delete on public.event_registrations
  for each row execute function app_private.schedule_event_reminder();

create trigger temple_events_reschedule_reminders after update of starts_at, cancelled_at on public.temple_events
  for each row when (old.starts_at is distinct from new.starts_at or old.cancelled_at is distinct from new.cancelled_at)
  execute function app_private.reschedule_event_reminders();

revoke execute on function
  app_private.schedule_booking_reminders(),
  app_private.schedule_event_reminder(),
  app_private.reschedule_event_reminders()
  from public, anon, authenticated, service_role;
