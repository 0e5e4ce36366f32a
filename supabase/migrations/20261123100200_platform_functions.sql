-- The platform's checked state changes, called with rpc: booking, responding, cancelling, completing, free slots, live status, donations and verification.
--
-- Errors the app can show (message for people, hint for the next step, SQLSTATE to switch on):
--   22023 the request itself is wrong (slot outside the hours, amount too small, reason missing) -> 400
--   23P01 the slot was taken by someone else (the exclusion constraint)                          -> 400
--   42501 the caller may not do this                                                        -> 401/403
--   PT404 no such row visible to the caller                                                       -> 404
--   PT409 the row is not in a state that allows this (already confirmed, already ended)           -> 409
-- Each function runs in the request's transaction, so an error leaves nothing half-written.

create function app_private.require_user() returns uuid
  language plpgsql stable set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Sign in to continue' using errcode = '42501', hint = 'Sign in, then try again.';
  end if;
  return uid;
end
$$;

create function app_private.add_booking_event(booking public.bookings, actor uuid, note text)
  returns void
  language sql set search_path = ''
as $$
  insert into public.booking_events (booking_id, status, actor_id, note)
  values (booking.id, booking.status, actor, coalesce(note, ''))
$$;

create function app_private.notify(recipients uuid[], kind text, title text, body text, link text)
  returns void
  language sql set search_path = ''
as $$
  insert into public.notifications (user_id, kind, title, body, link)
  select r, kind, title, body, link from unnest(recipients) r
$$;

-- Who answers for a booking: the provider's owner, or every admin of the temple.
create function app_private.host_users(booking public.bookings) returns uuid[]
  language sql stable set search_path = ''
as $$
  select array(
    select p.user_id from public.providers p where p.id = booking.provider_id
    union
    select a.user_id from public.temple_admins a where a.temple_id = booking.temple_id
  )
$$;

-- Whether [starts_at, ends_at) lies inside one of the provider's weekly windows, in their zone.
create function app_private.is_within_availability(provider uuid, zone text, starts_at timestamptz, ends_at timestamptz)
  returns boolean
  language sql stable set search_path = ''
as $$
  select exists (
    select 1
      from public.availability_rules r,
           lateral (select (starts_at at time zone zone) as local_start,
                           (ends_at at time zone zone) as local_end) l
     where r.provider_id = provider
       and r.weekday = extract(dow from l.local_start)
       and l.local_start >= l.local_start::date + r.start_time
       and l.local_end <= l.local_start::date + r.end_time
  )
$$;

-- book_offering: a devotee asks for a slot. The offering's price and cancellation rule are copied
-- in; the exclusion constraint settles races between devotees for the same provider and time.
create function public.book_offering(
  offering_id uuid,
  starts_at timestamptz,
  mode public.booking_mode default null,
  note text default '',
  contact_phone text default null,
  address text default null
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
begin
  select * into o from public.offerings x
   where x.id = book_offering.offering_id and x.active
     and app_private.is_listed_host(x.provider_id, x.temple_id);
  if not found then
    raise exception 'This offering is not available for booking'
      using errcode = 'PT404', hint = 'It may have been withdrawn; choose another offering.';
  end if;
  if o.is_sample then
    raise exception 'This is an example offering and cannot be booked'
      using errcode = '22023', hint = 'Choose an offering of a verified provider.';
  end if;
  chosen := coalesce(book_offering.mode, case o.mode when 'both' then null else o.mode::text::public.booking_mode end);
  if chosen is null then
    raise exception 'Choose online or offline for this offering'
      using errcode = '22023', hint = 'Pass mode: online or offline.';
  end if;
  if o.mode <> 'both' and chosen::text <> o.mode::text then
    raise exception 'This offering is only available %', o.mode
      using errcode = '22023', hint = format('Book it with mode %s.', o.mode);
  end if;
  if chosen = 'offline' and nullif(trim(book_offering.contact_phone), '') is null then
    raise exception 'A phone number is needed for an offline booking'
      using errcode = '22023', hint = 'Add a phone number the pujari can call.';
  end if;
  if chosen = 'offline' and o.kind = 'home_pooja' and nullif(trim(book_offering.address), '') is null then
    raise exception 'An address is needed for a pooja at home'
      using errcode = '22023', hint = 'Add the address where the pooja will take place.';
  end if;
  if book_offering.starts_at is null or book_offering.starts_at <= now() then
    raise exception 'This time has already passed'
      using errcode = '22023', hint = 'Choose a time in the future.';
  end if;
  ends_at := book_offering.starts_at + make_interval(mins => o.duration_minutes);

  if o.temple_id is not null and book_offering.starts_at > now() + interval '365 days' then
    raise exception 'Bookings open only 365 days ahead'
      using errcode = '22023', hint = 'Choose an earlier date.';
  end if;
  if o.provider_id is not null then
    select * into p from public.providers x where x.id = o.provider_id;
    if book_offering.starts_at > now() + make_interval(days => p.booking_horizon_days) then
      raise exception 'Bookings open only % days ahead', p.booking_horizon_days
        using errcode = '22023', hint = 'Choose an earlier date.';
    end if;
    if p.user_id = uid then
      raise exception 'You cannot book your own offering' using errcode = '22023';
    end if;
    if not app_private.is_within_availability(p.id, p.time_zone, book_offering.starts_at, ends_at) then
      raise exception 'The provider is not available at this time'
        using errcode = '22023', hint = 'Pick one of the times available_slots returns.';
    end if;
    if exists (select 1 from public.time_off t
                where t.provider_id = p.id and t.period && tstzrange(book_offering.starts_at, ends_at)) then
      raise exception 'The provider is away at this time'
        using errcode = '22023', hint = 'Pick one of the times available_slots returns.';
    end if;
  end if;

  begin
    insert into public.bookings (
      devotee_id, offering_id, provider_id, temple_id, title, mode, price_paise, free_cancel_hours,
      kept_percent, slot, blocked, devotee_name, contact_phone, address, note
    ) values (
      uid, o.id, o.provider_id, o.temple_id, o.title, chosen, o.price_paise, o.free_cancel_hours,
      o.kept_percent, tstzrange(book_offering.starts_at, ends_at),
      tstzrange(book_offering.starts_at, ends_at + make_interval(mins => coalesce(p.buffer_minutes, 0))),
      coalesce((select pr.display_name from public.profiles pr where pr.id = uid), ''),
      case when chosen = 'offline' then nullif(trim(book_offering.contact_phone), '') end,
      case when chosen = 'offline' then nullif(trim(book_offering.address), '') end,
      coalesce(book_offering.note, '')
    ) returning * into booking;
  exception when exclusion_violation then
    raise exception 'This slot is no longer available'
      using errcode = '23P01', hint = 'Someone else has just booked it; choose another time.';
  end;

  perform app_private.add_booking_event(booking, uid, '');
  perform app_private.notify(app_private.host_users(booking), 'booking_requested', 'New booking request',
    booking.title, '/bookings');
  return booking;
end
$$;

-- Reads a booking for a state change, locked, or raises PT404 when the caller cannot see it.
create function app_private.lock_booking(target uuid) returns public.bookings
  language plpgsql set search_path = ''
as $$
declare
  booking public.bookings;
begin
  select * into booking from public.bookings b where b.id = target for update;
  if not found or not (booking.devotee_id = auth.uid()
                       or app_private.manages_host(booking.provider_id, booking.temple_id)) then
    raise exception 'Booking not found' using errcode = 'PT404', hint = 'Check the booking link.';
  end if;
  return booking;
end
$$;

-- respond_to_booking: the host confirms or declines a request.
create function public.respond_to_booking(booking_id uuid, accept boolean, reason text default null)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(respond_to_booking.booking_id);
begin
  if not app_private.manages_host(booking.provider_id, booking.temple_id) then
    raise exception 'Only the provider can confirm or decline this booking' using errcode = '42501';
  end if;
  if booking.status <> 'requested' then
    raise exception 'This booking is already %', booking.status
      using errcode = 'PT409', hint = 'Only a requested booking can be confirmed or declined.';
  end if;
  if accept is null then
    raise exception 'Say whether you accept the booking' using errcode = '22023', hint = 'Pass accept: true or false.';
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
    booking.title, '/bookings');
  return booking;
end
$$;

-- cancel_booking: either side cancels before the start. A provider's cancellation refunds all;
-- a devotee's refunds all until the published free window closes, then all but kept_percent.
create function public.cancel_booking(booking_id uuid, reason text default null)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(cancel_booking.booking_id);
  by_devotee boolean := booking.devotee_id = uid;
  refundable integer;
begin
  if booking.status not in ('requested', 'confirmed') then
    raise exception 'This booking is already %', booking.status
      using errcode = 'PT409', hint = 'Only a requested or confirmed booking can be cancelled.';
  end if;
  if lower(booking.slot) <= now() then
    raise exception 'This booking has already started'
      using errcode = 'PT409', hint = 'Contact the provider about a booking in progress.';
  end if;
  if not by_devotee and nullif(trim(reason), '') is null then
    raise exception 'Give the devotee a reason for cancelling'
      using errcode = '22023', hint = 'Pass reason: a sentence the devotee will read.';
  end if;
  refundable := case
    when not by_devotee or booking.status = 'requested'
      or now() <= lower(booking.slot) - make_interval(hours => booking.free_cancel_hours)
      then booking.price_paise
    else booking.price_paise - (booking.price_paise * booking.kept_percent) / 100
  end;
  update public.bookings b
     set status = 'cancelled',
         cancelled_by = case when by_devotee then 'devotee' else 'provider' end::public.booking_party,
         cancel_reason = nullif(trim(reason), ''),
         cancelled_at = now(),
         refundable_paise = refundable
   where b.id = booking.id
   returning * into booking;
  perform app_private.add_booking_event(booking, uid, coalesce(reason, ''));
  perform app_private.notify(
    case when by_devotee then app_private.host_users(booking) else array[booking.devotee_id] end,
    'booking_cancelled', 'A booking was cancelled', booking.title, '/bookings');
  return booking;
end
$$;

-- complete_booking: the host marks a confirmed booking done once it has started.
create function public.complete_booking(booking_id uuid) returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(complete_booking.booking_id);
begin
  if not app_private.manages_host(booking.provider_id, booking.temple_id) then
    raise exception 'Only the provider can complete this booking' using errcode = '42501';
  end if;
  if booking.status <> 'confirmed' then
    raise exception 'This booking is %, not confirmed', booking.status
      using errcode = 'PT409', hint = 'Only a confirmed booking can be completed.';
  end if;
  if lower(booking.slot) > now() then
    raise exception 'This booking has not started yet'
      using errcode = 'PT409', hint = 'Complete it after it has taken place.';
  end if;
  update public.bookings b set status = 'completed', completed_at = now()
   where b.id = booking.id returning * into booking;
  perform app_private.add_booking_event(booking, uid, '');
  perform app_private.notify(array[booking.devotee_id], 'booking_completed', 'How was it?', booking.title, '/bookings');
  return booking;
end
$$;

-- available_slots: start times a devotee may book, every 30 minutes inside the provider's weekly
-- hours (in their time zone), clear of time off and of live bookings plus the buffer. Security
-- definer because it reads other devotees' bookings, of which it reveals only "busy".
create function public.available_slots(
  provider_id uuid,
  range_start timestamptz,
  range_end timestamptz,
  duration_minutes integer default 60
) returns table (starts_at timestamptz, ends_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  p public.providers;
begin
  select * into p from public.providers x
   where x.id = available_slots.provider_id
     and (x.verification_status = 'verified' or x.is_sample or x.user_id = auth.uid());
  if not found then
    raise exception 'Provider not found' using errcode = 'PT404', hint = 'Check the provider link.';
  end if;
  if range_start is null or range_end is null or range_end <= range_start
     or range_end - range_start > interval '31 days' then
    raise exception 'Ask for a range of up to 31 days'
      using errcode = '22023', hint = 'range_end must be after range_start and at most 31 days later.';
  end if;
  if duration_minutes is null or duration_minutes not between 5 and 1440 then
    raise exception 'The duration must be between 5 and 1440 minutes' using errcode = '22023';
  end if;
  return query
  with days as (
    select (range_start at time zone p.time_zone)::date + i as day
      from generate_series(0, (range_end at time zone p.time_zone)::date
                              - (range_start at time zone p.time_zone)::date) i
  ), windows as (
    select (days.day + r.start_time) at time zone p.time_zone as opens,
           (days.day + r.end_time) at time zone p.time_zone as closes
      from days join public.availability_rules r
        on r.provider_id = p.id and r.weekday = extract(dow from days.day)
  ), candidates as (
    select s as slot_start, s + make_interval(mins => duration_minutes) as slot_end
      from windows,
           generate_series(windows.opens, windows.closes - make_interval(mins => duration_minutes),
                           interval '30 minutes') s
  )
  select c.slot_start, c.slot_end
    from candidates c
   where c.slot_start >= range_start and c.slot_end <= range_end
     and c.slot_start > now()
     and c.slot_start <= now() + make_interval(days => p.booking_horizon_days)
     and not exists (select 1 from public.time_off t
                      where t.provider_id = p.id and t.period && tstzrange(c.slot_start, c.slot_end))
     and not exists (select 1 from public.bookings b
                      where b.provider_id = p.id and b.status in ('requested', 'confirmed')
                        and b.blocked && tstzrange(c.slot_start,
                                                   c.slot_end + make_interval(mins => p.buffer_minutes)))
   order by c.slot_start;
end
$$;

-- set_live_session_status: scheduled -> live -> ended, or scheduled -> cancelled, by the host.
create function public.set_live_session_status(session_id uuid, status public.live_session_status)
  returns public.live_sessions
  language plpgsql security definer set search_path = ''
as $$
declare
  s public.live_sessions;
begin
  perform app_private.require_user();
  select * into s from public.live_sessions x where x.id = session_id for update;
  if not found or not app_private.manages_host(s.provider_id, s.temple_id) then
    raise exception 'Live session not found' using errcode = 'PT404', hint = 'Check the session link.';
  end if;
  if not ((s.status = 'scheduled' and set_live_session_status.status in ('live', 'cancelled'))
          or (s.status = 'live' and set_live_session_status.status = 'ended')) then
    raise exception 'A % session cannot become %', s.status, set_live_session_status.status
      using errcode = 'PT409', hint = 'Sessions go scheduled -> live -> ended, or scheduled -> cancelled.';
  end if;
  update public.live_sessions x set status = set_live_session_status.status
   where x.id = s.id returning * into s;
  return s;
end
$$;

-- record_donation: a pledge to a seva program, pending until the payment work marks it paid.
create function public.record_donation(
  seva_program_id uuid,
  amount_paise integer,
  is_anonymous boolean default false,
  message text default ''
) returns public.donations
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  program public.seva_programs;
  donation public.donations;
begin
  select * into program from public.seva_programs x
   where x.id = record_donation.seva_program_id and x.active
     and app_private.is_listed_temple(x.temple_id);
  if not found then
    raise exception 'This seva program is not accepting donations'
      using errcode = 'PT404', hint = 'Choose another seva program.';
  end if;
  if program.is_sample then
    raise exception 'This is an example seva program and takes no donations'
      using errcode = '22023', hint = 'Choose a seva program of a verified temple.';
  end if;
  if amount_paise is null or amount_paise < 100 then
    raise exception 'The smallest donation is ₹1'
      using errcode = '22023', hint = 'amount_paise is in paise: ₹1 is 100.';
  end if;
  if amount_paise > 1000000000 then
    raise exception 'Donations above ₹1 crore are arranged with the temple directly' using errcode = '22023';
  end if;
  insert into public.donations (seva_program_id, temple_id, donor_id, amount_paise, donor_name, is_anonymous, message)
  values (program.id, program.temple_id, uid, amount_paise,
          case when coalesce(is_anonymous, false) then null
               else (select pr.display_name from public.profiles pr where pr.id = uid) end,
          coalesce(is_anonymous, false), coalesce(message, ''))
  returning * into donation;
  return donation;
end
$$;

-- set_verification_status: the one door to public visibility, for platform admins and the
-- service role only. kind is 'provider' or 'temple'; rejecting needs a reason the owner will read.
create function public.set_verification_status(
  kind text,
  slug text,
  status public.verification_status,
  reason text default null
) returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  found_id uuid;
begin
  if not (auth.role() = 'service_role' or app_private.is_platform_admin()) then
    raise exception 'Only platform administrators can verify providers and temples'
      using errcode = '42501', hint = 'Ask an operator to run: npm run admin -- grant <your email>.';
  end if;
  if status = 'rejected' and nullif(trim(reason), '') is null then
    raise exception 'Give a reason for the rejection'
      using errcode = '22023', hint = 'The owner reads it and can fix their profile.';
  end if;
  if kind = 'provider' then
    update public.providers x
       set verification_status = set_verification_status.status,
           rejection_reason = case when set_verification_status.status = 'rejected' then trim(reason) end,
           verified_at = case when set_verification_status.status = 'verified' then now() end
     where x.slug = set_verification_status.slug
     returning x.id into found_id;
  elsif kind = 'temple' then
    update public.temples x
       set verification_status = set_verification_status.status,
           rejection_reason = case when set_verification_status.status = 'rejected' then trim(reason) end,
           verified_at = case when set_verification_status.status = 'verified' then now() end
     where x.slug = set_verification_status.slug
     returning x.id into found_id;
  else
    raise exception 'kind must be provider or temple' using errcode = '22023';
  end if;
  if found_id is null then
    raise exception 'No % with the slug %', kind, slug using errcode = 'PT404';
  end if;
  return jsonb_build_object('kind', kind, 'id', found_id, 'slug', slug, 'status', status);
end
$$;

revoke execute on function
  app_private.require_user(), app_private.add_booking_event(public.bookings, uuid, text),
  app_private.notify(uuid[], text, text, text, text), app_private.host_users(public.bookings),
  app_private.is_within_availability(uuid, text, timestamptz, timestamptz),
  app_private.lock_booking(uuid)
  from public;
revoke execute on function
  public.book_offering(uuid, timestamptz, public.booking_mode, text, text, text),
  public.respond_to_booking(uuid, boolean, text),
  public.cancel_booking(uuid, text),
  public.complete_booking(uuid),
  public.available_slots(uuid, timestamptz, timestamptz, integer),
  public.set_live_session_status(uuid, public.live_session_status),
  public.record_donation(uuid, integer, boolean, text),
  public.set_verification_status(text, text, public.verification_status, text)
  from public, anon;
grant execute on function public.available_slots(uuid, timestamptz, timestamptz, integer) to anon;
