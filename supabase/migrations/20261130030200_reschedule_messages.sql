-- A moved booking, a proposed time and its answer reach the other side by e-mail and phone, not only in the app.

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

create trigger booking_events_enqueue_reschedule_messages after insert on public.booking_events
  for each row when (new.kind = 'reschedule') execute function app_private.enqueue_reschedule_messages();

revoke execute on function app_private.enqueue_reschedule_messages()
  from public, anon, authenticated, service_role;
