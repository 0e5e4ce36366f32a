-- A temple pooja's time is checked by one function, for a new booking and a new time alike.
-- Refuses `at` unless it is one of the temple's scheduled performances of the offering: a new
-- booking (the trigger below) and a new time for one (check_new_booking_time) alike.
create function app_private.require_scheduled_performance(
  offering_id uuid, temple_id uuid, at timestamptz
) returns void
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not app_private.is_scheduled_performance(
    (select o from public.offerings o where o.id = require_scheduled_performance.offering_id),
    (select t.time_zone from public.temples t where t.id = require_scheduled_performance.temple_id),
    at
  ) then
    raise exception 'The temple does not perform this pooja at that time'
      using errcode = '22023', hint = 'Choose one of the times the temple publishes.',
            detail = '{"code":"pooja.time_not_scheduled"}';
  end if;
end
$$;

-- book_offering checks the provider's hours; this checks a temple's schedule on the same insert.
create or replace function app_private.refuse_unscheduled_pooja() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.temple_id is not null then
    perform app_private.require_scheduled_performance(new.offering_id, new.temple_id, lower(new.slot));
  end if;
  return new;
end
$$;

-- The slot a booking would move to at starts_at: as long as it is now, at a time its host takes
-- bookings (a provider's hours, a temple's published performances), in the future.
create or replace function app_private.check_new_booking_time(booking public.bookings, starts_at timestamptz)
  returns tstzrange
  language plpgsql stable set search_path = ''
as $$
declare
  new_slot tstzrange := tstzrange(starts_at, starts_at + (upper(booking.slot) - lower(booking.slot)));
  p public.providers;
begin
  if starts_at is null or starts_at <= now() then
    raise exception 'This time has already passed'
      using errcode = '22023', hint = 'Choose a time in the future.',
            detail = '{"code":"booking.time_passed"}';
  end if;
  if starts_at = lower(booking.slot) then
    raise exception 'The booking is already at this time'
      using errcode = '22023', hint = 'Choose another time.',
            detail = '{"code":"booking.same_time"}';
  end if;
  if booking.provider_id is not null then
    select * into p from public.providers x where x.id = booking.provider_id;
    perform app_private.check_provider_time(p, lower(new_slot), upper(new_slot));
  else
    perform app_private.require_scheduled_performance(booking.offering_id, booking.temple_id, starts_at);
  end if;
  return new_slot;
end
$$;

revoke execute on function
  app_private.require_scheduled_performance(uuid, uuid, timestamp with time zone)
  from public, anon, authenticated, service_role;
