-- Sankalp details (name, gotra, nakshatra, family) get columns of their own, so every screen labels them in its reader's language; the English-labelled lines of existing notes move into them.

-- Written to apply twice unchanged (if not exists, if exists, or replace), so a test can apply it
-- again to rows written the old way.
alter table public.bookings
  add column if not exists sankalp_name text not null default '' check (length(sankalp_name) <= 120),
  add column if not exists gotra text not null default '' check (length(gotra) <= 60),
  add column if not exists nakshatra text not null default '' check (length(nakshatra) <= 60),
  add column if not exists family_members text not null default '' check (length(family_members) <= 400);

-- A new signature: replacing in place would leave two overloads, which PostgREST cannot choose
-- between.
drop function if exists public.book_offering(uuid, timestamptz, public.booking_mode, text, text, text);

-- book_offering: a devotee asks for a slot. The offering's price and cancellation rule are copied
-- in; the exclusion constraint settles races between devotees for the same provider and time.
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
    if book_offering.starts_at > now() + make_interval(days => p.booking_horizon_days) then
      raise exception 'Bookings open only % days ahead', p.booking_horizon_days
        using errcode = '22023', hint = 'Choose an earlier date.',
              detail = json_build_object('code', 'booking.too_far_ahead', 'days', p.booking_horizon_days)::text;
    end if;
    if p.user_id = uid then
      raise exception 'You cannot book your own offering'
using errcode = '22023', detail = '{"code":"booking.own_offering"}';
    end if;
    if not app_private.is_within_availability(p.id, p.time_zone, book_offering.starts_at, ends_at) then
      raise exception 'The provider is not available at this time'
        using errcode = '22023', hint = 'Pick one of the times available_slots returns.',
              detail = '{"code":"booking.provider_unavailable"}';
    end if;
    if exists (select 1 from public.time_off t
                where t.provider_id = p.id and t.period && tstzrange(book_offering.starts_at, ends_at)) then
      raise exception 'The provider is away at this time'
        using errcode = '22023', hint = 'Pick one of the times available_slots returns.',
              detail = '{"code":"booking.provider_away"}';
    end if;
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
      case when chosen = 'offline' then nullif(trim(book_offering.contact_phone), '') end,
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
  perform app_private.notify(app_private.host_users(booking), 'booking_requested', 'New booking request',
    booking.title, '/bookings');
  return booking;
end
$$;

revoke execute on function
  public.book_offering(uuid, timestamp with time zone, public.booking_mode, text, text, text, text, text, text, text)
  from public, anon, authenticated, service_role;
grant execute on function
  public.book_offering(uuid, timestamp with time zone, public.booking_mode, text, text, text, text, text, text, text)
  to authenticated, service_role;

-- The web wrote "Sankalp for: …", "Gotra: …", "Nakshatra: …" and "Family members: …" lines, each
-- only when filled in and in that order, then the devotee's own note. A value too long for its
-- column was not written by the form, so such a note stays as it is.
update public.bookings b
   set sankalp_name = coalesce(m.parts[1], ''),
       gotra = coalesce(m.parts[2], ''),
       nakshatra = coalesce(m.parts[3], ''),
       family_members = coalesce(m.parts[4], ''),
       note = m.parts[5]
  from (select x.id,
               regexp_match(x.note, '^(?:Sankalp for: ([^\n]*)(?:\n|$))?(?:Gotra: ([^\n]*)(?:\n|$))?'
                                    '(?:Nakshatra: ([^\n]*)(?:\n|$))?(?:Family members: ([^\n]*)(?:\n|$))?(.*)$') as parts
          from public.bookings x) m
 where m.id = b.id
   and num_nonnulls(m.parts[1], m.parts[2], m.parts[3], m.parts[4]) > 0
   and coalesce(length(m.parts[1]), 0) <= 120 and coalesce(length(m.parts[2]), 0) <= 60
   and coalesce(length(m.parts[3]), 0) <= 60 and coalesce(length(m.parts[4]), 0) <= 400;
