-- A booking's notifications open the booking itself, where its host answers and its devotee joins
-- (book_offering's notification too, in 20261130030300_book_offering_as_it_stands.sql).

-- respond_to_booking: the host confirms or declines a request.
create or replace function public.respond_to_booking(booking_id uuid, accept boolean, reason text default null)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(respond_to_booking.booking_id);
begin
  if not app_private.manages_host(booking.provider_id, booking.temple_id) then
    raise exception 'Only the provider can confirm or decline this booking'
using errcode = '42501', detail = '{"code":"booking.provider_responds"}';
  end if;
  if booking.status <> 'requested' then
    raise exception 'This booking is already %', booking.status
      using errcode = 'PT409', hint = 'Only a requested booking can be confirmed or declined.',
            detail = json_build_object('code', 'booking.already_in_status', 'status', booking.status)::text;
  end if;
  if accept is null then
    raise exception 'Say whether you accept the booking'
      using errcode = '22023', hint = 'Pass accept: true or false.',
            detail = '{"code":"booking.answer_required"}';
  end if;
  update public.bookings b
     set status = case when accept then 'confirmed' else 'declined' end::public.booking_status,
         response_reason = nullif(trim(reason), ''),
         responded_at = now()
   where b.id = booking.id
   returning * into booking;
  perform app_private.add_booking_event(booking, uid, coalesce(reason, ''));
  perform app_private.notify(array[booking.devotee_id], 'booking_' || booking.status::text,
    case when accept then 'Your booking is confirmed' else 'Your booking was declined' end,
    booking.title, '/bookings/' || booking.id);
  return booking;
end
$$;
