-- Rescheduling: the devotee moves a confirmed booking while it is free to cancel; the host proposes a new time the devotee accepts or declines.

alter table public.booking_events drop constraint booking_events_kind_check;
alter table public.booking_events
  add constraint booking_events_kind_check check (kind in ('status', 'payment', 'refund', 'meeting', 'reschedule'));

-- A new time the host proposed for a confirmed booking, until the devotee accepts or declines it.
create table public.booking_time_proposals (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  slot tstzrange not null check (not isempty(slot) and lower(slot) is not null and upper(slot) is not null),
  proposed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

-- Whether a provider takes bookings at [starts_at, ends_at): within their horizon and weekly hours,
-- and not away. Raises the refusal a devotee reads otherwise.
create function app_private.check_provider_time(p public.providers, starts_at timestamptz, ends_at timestamptz)
  returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if starts_at > now() + make_interval(days => p.booking_horizon_days) then
    raise exception 'Bookings open only % days ahead', p.booking_horizon_days
      using errcode = '22023', hint = 'Choose an earlier date.',
            detail = json_build_object('code', 'booking.too_far_ahead', 'days', p.booking_horizon_days)::text;
  end if;
  if not app_private.is_within_availability(p.id, p.time_zone, starts_at, ends_at) then
    raise exception 'The provider is not available at this time'
      using errcode = '22023', hint = 'Pick one of the times available_slots returns.',
            detail = '{"code":"booking.provider_unavailable"}';
  end if;
  if exists (select 1 from public.time_off t
              where t.provider_id = p.id and t.period && tstzrange(starts_at, ends_at)) then
    raise exception 'The provider is away at this time'
      using errcode = '22023', hint = 'Pick one of the times available_slots returns.',
            detail = '{"code":"booking.provider_away"}';
  end if;
end
$$;

-- The slot a booking would move to at starts_at: as long as it is now, at a time its host takes
-- bookings (a provider's hours, a temple's published performances), in the future.
create function app_private.check_new_booking_time(booking public.bookings, starts_at timestamptz)
  returns tstzrange
  language plpgsql stable set search_path = ''
as $$
declare
  new_slot tstzrange := tstzrange(starts_at, starts_at + (upper(booking.slot) - lower(booking.slot)));
  p public.providers;
  o public.offerings;
  zone text;
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
    select * into o from public.offerings x where x.id = booking.offering_id;
    select t.time_zone into zone from public.temples t where t.id = booking.temple_id;
    if not app_private.is_scheduled_performance(o, zone, starts_at) then
      raise exception 'The temple does not perform this pooja at that time'
        using errcode = '22023', hint = 'Choose one of the times the temple publishes.',
              detail = '{"code":"pooja.time_not_scheduled"}';
    end if;
  end if;
  return new_slot;
end
$$;

-- Moves a booking to new_slot, keeping the provider's buffer after it; the exclusion constraint
-- refuses a slot someone else holds, as when booking. Any proposal is settled by the move.
create function app_private.move_booking(booking public.bookings, new_slot tstzrange, actor uuid, step text)
  returns public.bookings
  language plpgsql set search_path = ''
as $$
declare
  moved public.bookings;
begin
  begin
    update public.bookings b
       set slot = new_slot,
           blocked = tstzrange(lower(new_slot), upper(new_slot) + (upper(b.blocked) - upper(b.slot)))
     where b.id = booking.id
     returning * into moved;
  exception when exclusion_violation then
    raise exception 'This slot is no longer available'
      using errcode = '23P01', hint = 'Someone else has just booked it; choose another time.',
            detail = '{"code":"booking.slot_taken"}';
  end;
  delete from public.booking_time_proposals x where x.booking_id = booking.id;
  insert into public.booking_events (booking_id, status, actor_id, kind, params)
  values (booking.id, moved.status, actor, 'reschedule',
          jsonb_build_object('step', step, 'from', lower(booking.slot), 'to', lower(new_slot)));
  return moved;
end
$$;

-- Inside the free-cancellation window, as the cancellation rule states it (common/src/cancellation-policy.ts).
create function app_private.is_free_to_change(booking public.bookings) returns boolean
  language sql stable set search_path = ''
as $$
  select booking.kept_percent = 0
      or now() <= lower(booking.slot) - make_interval(hours => booking.free_cancel_hours)
$$;

-- reschedule_booking: the devotee moves a confirmed booking to another free time of the same
-- offering while it could still be cancelled free; nothing is paid again and the host is told.
create function public.reschedule_booking(booking_id uuid, starts_at timestamptz)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(reschedule_booking.booking_id);
begin
  if booking.devotee_id <> uid then
    raise exception 'Only the devotee can move this booking'
      using errcode = '42501', hint = 'Propose a new time instead.',
            detail = '{"code":"booking.devotee_moves"}';
  end if;
  if booking.status <> 'confirmed' then
    raise exception 'This booking is %, not confirmed', booking.status
      using errcode = 'PT409', hint = 'Only a confirmed booking can be moved.',
            detail = json_build_object('code', 'booking.not_confirmed', 'status', booking.status)::text;
  end if;
  if not app_private.is_free_to_change(booking) then
    raise exception 'The free cancellation window has closed'
      using errcode = 'PT409', hint = 'Ask the provider to propose a new time.',
            detail = '{"code":"booking.change_window_closed"}';
  end if;
  booking := app_private.move_booking(booking,
    app_private.check_new_booking_time(booking, reschedule_booking.starts_at), uid, 'moved');
  perform app_private.notify(app_private.host_users(booking), 'booking_rescheduled',
    'A booking was moved', booking.title, '/bookings/' || booking.id,
    jsonb_build_object('title', booking.title, 'starts_at', lower(booking.slot)));
  return booking;
end
$$;

-- propose_booking_time: the host asks to move a confirmed booking; it moves only if the devotee
-- accepts. A new proposal replaces the last.
create function public.propose_booking_time(booking_id uuid, starts_at timestamptz)
  returns public.booking_time_proposals
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(propose_booking_time.booking_id);
  proposal public.booking_time_proposals;
begin
  if not app_private.manages_host(booking.provider_id, booking.temple_id) then
    raise exception 'Only the provider can propose a new time'
      using errcode = '42501', hint = 'Move the booking yourself while it is free to change.',
            detail = '{"code":"booking.provider_proposes"}';
  end if;
  if booking.status <> 'confirmed' or lower(booking.slot) <= now() then
    raise exception 'Only a confirmed booking that has not started can be moved'
      using errcode = 'PT409', hint = 'Cancel it instead.',
            detail = '{"code":"booking.not_movable"}';
  end if;
  insert into public.booking_time_proposals as x (booking_id, slot, proposed_by)
  values (booking.id, app_private.check_new_booking_time(booking, propose_booking_time.starts_at), uid)
  on conflict on constraint booking_time_proposals_pkey
  do update set slot = excluded.slot, proposed_by = excluded.proposed_by, created_at = now()
  returning * into proposal;
  insert into public.booking_events (booking_id, status, actor_id, kind, params)
  values (booking.id, booking.status, uid, 'reschedule',
          jsonb_build_object('step', 'proposed', 'from', lower(booking.slot), 'to', lower(proposal.slot)));
  perform app_private.notify(array[booking.devotee_id], 'booking_time_proposed',
    'A new time is proposed for your booking', booking.title, '/bookings/' || booking.id,
    jsonb_build_object('title', booking.title, 'starts_at', lower(proposal.slot)));
  return proposal;
end
$$;

-- answer_booking_time: the devotee accepts the proposed time (the booking moves, if the time is
-- still free) or declines it (the booking stays; the host may keep it or cancel with a full refund).
create function public.answer_booking_time(booking_id uuid, accept boolean)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(answer_booking_time.booking_id);
  proposal public.booking_time_proposals;
begin
  if booking.devotee_id <> uid then
    raise exception 'Only the devotee can answer a proposed time'
      using errcode = '42501', detail = '{"code":"booking.devotee_answers"}';
  end if;
  select * into proposal from public.booking_time_proposals x where x.booking_id = booking.id;
  if not found or booking.status <> 'confirmed' then
    raise exception 'No new time is proposed for this booking'
      using errcode = 'PT404', hint = 'Reload the booking.',
            detail = '{"code":"booking.no_proposal"}';
  end if;
  if accept is null then
    raise exception 'Say whether you accept the new time'
      using errcode = '22023', hint = 'Pass accept: true or false.',
            detail = '{"code":"booking.time_answer_required"}';
  end if;
  if accept then
    if lower(proposal.slot) <= now() then
      raise exception 'This time has already passed'
        using errcode = '22023', hint = 'Ask the provider for another time.',
              detail = '{"code":"booking.time_passed"}';
    end if;
    booking := app_private.move_booking(booking, proposal.slot, uid, 'accepted');
  else
    delete from public.booking_time_proposals x where x.booking_id = booking.id;
    insert into public.booking_events (booking_id, status, actor_id, kind, params)
    values (booking.id, booking.status, uid, 'reschedule',
            jsonb_build_object('step', 'declined', 'from', lower(booking.slot), 'to', lower(proposal.slot)));
  end if;
  perform app_private.notify(app_private.host_users(booking),
    case when accept then 'booking_time_accepted' else 'booking_time_declined' end,
    case when accept then 'The devotee accepted the new time' else 'The devotee kept the original time' end,
    booking.title, '/bookings/' || booking.id,
    jsonb_build_object('title', booking.title, 'starts_at', lower(booking.slot)));
  return booking;
end
$$;

revoke execute on function
  app_private.check_provider_time(public.providers, timestamp with time zone, timestamp with time zone),
  app_private.check_new_booking_time(public.bookings, timestamp with time zone),
  app_private.move_booking(public.bookings, tstzrange, uuid, text),
  app_private.is_free_to_change(public.bookings),
  public.reschedule_booking(uuid, timestamp with time zone),
  public.propose_booking_time(uuid, timestamp with time zone),
  public.answer_booking_time(uuid, boolean)
  from public, anon, authenticated, service_role;
grant execute on function
  public.reschedule_booking(uuid, timestamp with time zone),
  public.propose_booking_time(uuid, timestamp with time zone),
  public.answer_booking_time(uuid, boolean)
  to authenticated, service_role;

-- booking_time_proposals: read with the booking (its policy decides who); written by the functions.
alter table public.booking_time_proposals enable row level security;
revoke all on public.booking_time_proposals from public, anon, authenticated, service_role;
grant select on public.booking_time_proposals to authenticated;
grant select, insert, update, delete on public.booking_time_proposals to service_role;
create policy "Whoever reads a booking reads its proposed time" on public.booking_time_proposals
  for select to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_time_proposals.booking_id));
