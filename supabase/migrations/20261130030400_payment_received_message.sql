-- A booking's payment received is confirmed to the devotee by e-mail and phone, not only on the page.

-- A booking's payment, once recorded as paid, is confirmed to the devotee by their channels.
create function app_private.enqueue_paid_message() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.enqueue_job('booking.paid_message', jsonb_build_object('event_id', new.id));
  return null;
end
$$;

create trigger booking_events_enqueue_paid_message after insert on public.booking_events
  for each row when (new.kind = 'payment' and new.params ->> 'step' = 'paid')
  execute function app_private.enqueue_paid_message();

revoke execute on function app_private.enqueue_paid_message()
  from public, anon, authenticated, service_role;
