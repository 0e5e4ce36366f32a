-- book_offering as it stands: the phone a phone call needs, its request opening the booking, and a provider's horizon, hours and time off checked by the one function moving a booking uses too.

create or replace function public.book_offering(
  offering_id uuid,
  starts_at timestamptz,
  mode public.booking_mode default null,
  note text default '',
  contact_phone text default null,
  address text default null,
  sankalp_name text default '',
  gotra text default '',
  nakshatra text default '',
  family_members text default ''
) returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  o public.offerings;
  p public.providers;
  chosen public.booking_mode;
  ends_at timestamptz;
  booking public.bookings;
  too_long record;
begin
  -- Every offering kind accepts them, as the note: the form asks only where the ritual needs them.
  select f.field, f.words, f.max into too_long
    from (values ('sankalp_name', 'name', book_offering.sankalp_name, 120),
                 ('gotra', 'gotra', book_offering.gotra, 60),
                 ('nakshatra', 'nakshatra', book_offering.nakshatra, 60),
                 ('family_members', 'family members', book_offering.family_members, 400))
         f (field, words, value, max)
   where length(trim(f.value)) > f.max
   limit 1;
  if found then
    raise exception 'The sankalp''s % may be at most % characters', too_long.words, too_long.max
      using errcode = '22023', hint = 'Shorten it.',
            detail = json_build_object('code', 'booking.sankalp_too_long', 'field', too_long.field,
                                       'max', too_long.max)::text;
  end if;
  select * into o from public.offerings x
   where x.id = book_offering.offering_id and x.active
     and app_private.is_listed_host(x.provider_id, x.temple_id);
  if not found then
    raise exception 'This offering is not available for booking'
      using errcode = 'PT404', hint = 'It may have been withdrawn; choose another offering.',
            detail = '{"code":"booking.offering_unavailable"}';
  end if;
  if o.is_sample then
    raise exception 'This is an example offering and cannot be booked'
      using errcode = '22023', hint = 'Choose an offering of a verified provider.',
            detail = '{"code":"booking.sample_offering"}';
  end if;
  chosen := coalesce(book_offering.mode, case o.mode when 'both' then null else o.mode::text::public.booking_mode end);
  if chosen is null then
    raise exception 'Choose online or offline for this offering'
      using errcode = '22023', hint = 'Pass mode: online or offline.',
            detail = '{"code":"booking.mode_required"}';
  end if;
  if o.mode <> 'both' and chosen::text <> o.mode::text then
    raise exception 'This offering is only available %', o.mode
      using errcode = '22023', hint = format('Book it with mode %s.', o.mode),
            detail = json_build_object('code', 'booking.mode_unavailable', 'mode', o.mode)::text;
  end if;
  if chosen = 'offline' and nullif(trim(book_offering.contact_phone), '') is null then
    raise exception 'A phone number is needed for an offline booking'
      using errcode = '22023', hint = 'Add a phone number the pujari can call.',
            detail = '{"code":"booking.phone_required"}';
  end if;
  if chosen = 'online' and o.meeting_kind = 'phone_call' and nullif(trim(book_offering.contact_phone), '') is null then
    raise exception 'A phone number is needed: the host will call you'
      using errcode = '22023', hint = 'Add the phone number the host should call.',
            detail = '{"code":"booking.phone_required_for_call"}';
  end if;
  if chosen = 'offline' and o.kind = 'home_pooja' and nullif(trim(book_offering.address), '') is null then
    raise exception 'An address is needed for a pooja at home'
      using errcode = '22023', hint = 'Add the address where the pooja will take place.',
            detail = '{"code":"booking.address_required"}';
  end if;
  if book_offering.starts_at is null or book_offering.starts_at <= now() then
    raise exception 'This time has already passed'
      using errcode = '22023', hint = 'Choose a time in the future.',
            detail = '{"code":"booking.time_passed"}';
  end if;
  ends_at := book_offering.starts_at + make_interval(mins => o.duration_minutes);

  if o.temple_id is not null and book_offering.starts_at > now() + interval '365 days' then
    raise exception 'Bookings open only 365 days ahead'
      using errcode = '22023', hint = 'Choose an earlier date.',
            detail = json_build_object('code', 'booking.too_far_ahead', 'days', 365)::text;
  end if;
  if o.provider_id is not null then
    select * into p from public.providers x where x.id = o.provider_id;
    if p.user_id = uid then
      raise exception 'You cannot book your own offering'
using errcode = '22023', detail = '{"code":"booking.own_offering"}';
    end if;
    perform app_private.check_provider_time(p, book_offering.starts_at, ends_at);
  end if;

  begin
    insert into public.bookings (
      devotee_id, offering_id, provider_id, temple_id, title, mode, price_paise, free_cancel_hours,
      kept_percent, slot, blocked, devotee_name, contact_phone, address, note, sankalp_name, gotra,
      nakshatra, family_members
    ) values (
      uid, o.id, o.provider_id, o.temple_id, o.title, chosen, o.price_paise, o.free_cancel_hours,
      o.kept_percent, tstzrange(book_offering.starts_at, ends_at),
      tstzrange(book_offering.starts_at, ends_at + make_interval(mins => coalesce(p.buffer_minutes, 0))),
      coalesce((select pr.display_name from public.profiles pr where pr.id = uid), ''),
      case when chosen = 'offline' or o.meeting_kind = 'phone_call'
           then nullif(trim(book_offering.contact_phone), '') end,
      case when chosen = 'offline' then nullif(trim(book_offering.address), '') end,
      coalesce(book_offering.note, ''),
      coalesce(trim(book_offering.sankalp_name), ''), coalesce(trim(book_offering.gotra), ''),
      coalesce(trim(book_offering.nakshatra), ''), coalesce(trim(book_offering.family_members), '')
    ) returning * into booking;
  exception when exclusion_violation then
    raise exception 'This slot is no longer available'
      using errcode = '23P01', hint = 'Someone else has just booked it; choose another time.',
            detail = '{"code":"booking.slot_taken"}';
  end;

  perform app_private.add_booking_event(booking, uid, '');
  -- The host answers on the booking's page, where the notification opens.
  perform app_private.notify(app_private.host_users(booking), 'booking_requested', 'New booking request',
    booking.title, '/bookings/' || booking.id);
  return booking;
end
$$;
