-- Poojas a temple performs on a devotee's behalf: on the weekdays and at the time it publishes,
-- and, once performed, with an optional link to the recording (the proof devotees ask for).

-- When a temple performs a pooja: weekdays (0 = Sunday, as extract(dow) counts) at one time of
-- day in the temple's zone. A temple offering without a schedule takes any requested time.
alter table public.offerings
  add column schedule_weekdays smallint[] check (
    cardinality(schedule_weekdays) between 1 and 7 and schedule_weekdays <@ '{0,1,2,3,4,5,6}'
  ),
  add column schedule_time time,
  add constraint offerings_schedule_whole check (
    (schedule_weekdays is null) = (schedule_time is null)
    and (schedule_weekdays is null or temple_id is not null)
  );
grant insert (schedule_weekdays, schedule_time) on public.offerings to authenticated;
grant update (schedule_weekdays, schedule_time) on public.offerings to authenticated;

-- Whether an instant is one of the scheduled performances, in the temple's zone.
create function app_private.is_scheduled_performance(o public.offerings, zone text, at timestamptz)
  returns boolean
  language sql stable set search_path = ''
as $$
  select o.schedule_weekdays is null
      or (extract(dow from at at time zone zone)::smallint = any (o.schedule_weekdays)
          and (at at time zone zone)::time = o.schedule_time)
$$;

-- book_offering checks the provider's hours; this checks a temple's schedule on the same insert.
create function app_private.refuse_unscheduled_pooja() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  o public.offerings;
  zone text;
begin
  if new.temple_id is null then
    return new;
  end if;
  select * into o from public.offerings x where x.id = new.offering_id;
  select t.time_zone into zone from public.temples t where t.id = new.temple_id;
  if not app_private.is_scheduled_performance(o, zone, lower(new.slot)) then
    raise exception 'The temple does not perform this pooja at that time'
      using errcode = '22023', hint = 'Choose one of the times the temple publishes.';
  end if;
  return new;
end
$$;
create trigger bookings_refuse_unscheduled_pooja
  before insert on public.bookings
  for each row execute function app_private.refuse_unscheduled_pooja();

-- The performances of a scheduled pooja between two instants (at most 31 days apart), still to
-- come, for the booking page. Anyone may read them for a listed temple.
create function public.temple_pooja_times(offering_id uuid, range_start timestamptz, range_end timestamptz)
  returns table (starts_at timestamptz, ends_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  o public.offerings;
  zone text;
begin
  select x.* into o from public.offerings x
   where x.id = temple_pooja_times.offering_id and x.active and x.temple_id is not null
     and x.schedule_weekdays is not null and app_private.is_listed_temple(x.temple_id);
  if not found then
    raise exception 'This pooja has no published times'
      using errcode = 'PT404', hint = 'Choose another pooja of the temple.';
  end if;
  if range_start is null or range_end is null or range_end <= range_start
     or range_end - range_start > interval '31 days' then
    raise exception 'Ask for a range of up to 31 days'
      using errcode = '22023', hint = 'range_end must be after range_start and at most 31 days later.';
  end if;
  select t.time_zone into zone from public.temples t where t.id = o.temple_id;
  return query
    select s.at, s.at + make_interval(mins => o.duration_minutes)
      from (select ((range_start at time zone zone)::date + i + o.schedule_time) at time zone zone as at
              from generate_series(0, (range_end at time zone zone)::date
                                      - (range_start at time zone zone)::date) i) s
     where s.at >= range_start and s.at < range_end and s.at > now()
       and app_private.is_scheduled_performance(o, zone, s.at)
     order by s.at;
end
$$;

-- Proof the ritual was done: a recording, an https link only.
alter table public.bookings
  add column recording_url text check (
    length(recording_url) <= 2048 and recording_url ~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
  );

-- Marks a temple pooja performed (as complete_booking does) with an optional recording link, and
-- tells the devotee where to watch it.
create function public.mark_pooja_performed(booking_id uuid, recording_url text default null)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  booking public.bookings;
begin
  booking := public.complete_booking(mark_pooja_performed.booking_id);
  if nullif(trim(recording_url), '') is not null then
    update public.bookings b set recording_url = trim(mark_pooja_performed.recording_url)
     where b.id = booking.id returning * into booking;
    perform app_private.notify(array[booking.devotee_id], 'pooja_recording',
                               'Your pooja was performed', 'Watch the recording: ' || booking.title,
                               '/bookings/' || booking.id);
  end if;
  return booking;
end
$$;

revoke execute on function
  app_private.is_scheduled_performance(public.offerings, text, timestamptz),
  app_private.refuse_unscheduled_pooja()
  from public;
revoke execute on function
  public.temple_pooja_times(uuid, timestamptz, timestamptz),
  public.mark_pooja_performed(uuid, text)
  from public;
grant execute on function public.temple_pooja_times(uuid, timestamptz, timestamptz)
  to anon, authenticated, service_role;
grant execute on function public.mark_pooja_performed(uuid, text) to authenticated, service_role;
