-- A range of instants a caller asks about: both ends, in order, at most 31 days apart, so that
-- one request never walks more than a month of a calendar.
create function app_private.check_time_range(range_start timestamptz, range_end timestamptz)
  returns void
  language plpgsql immutable set search_path = ''
as $$
begin
  if range_start is null or range_end is null or range_end <= range_start
     or range_end - range_start > interval '31 days' then
    raise exception 'Ask for a range of up to 31 days'
      using errcode = '22023', hint = 'range_end must be after range_start and at most 31 days later.',
            detail = '{"code":"range.too_long"}';
  end if;
end
$$;

revoke execute on function
  app_private.check_time_range(timestamp with time zone, timestamp with time zone)
  from public, anon, authenticated, service_role;

create or replace function public.temple_pooja_times(offering_id uuid, range_start timestamptz, range_end timestamptz)
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
      using errcode = 'PT404', hint = 'Choose another pooja of the temple.',
            detail = '{"code":"pooja.no_times"}';
  end if;
  perform app_private.check_time_range(range_start, range_end);
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

create or replace function public.available_slots(
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
    raise exception 'Provider not found'
      using errcode = 'PT404', hint = 'Check the provider link.',
            detail = '{"code":"provider.not_found"}';
  end if;
  perform app_private.check_time_range(range_start, range_end);
  if duration_minutes is null or duration_minutes not between 5 and 1440 then
    raise exception 'The duration must be between 5 and 1440 minutes'
using errcode = '22023', detail = '{"code":"slots.bad_duration"}';
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
  ), busy as materialized (
    -- Read once, through the exclusion constraint's GiST index: only the live bookings that
    -- overlap the range (and its buffer), however long the provider's history; as one multirange,
    -- which each candidate tests by binary search.
    select coalesce(range_agg(b.blocked), '{}') as taken from public.bookings b
     where b.provider_id = p.id and b.status in ('requested', 'confirmed')
       and b.blocked && tstzrange(range_start, range_end + make_interval(mins => p.buffer_minutes))
  ), away as materialized (
    select coalesce(range_agg(t.period), '{}') as taken from public.time_off t
     where t.provider_id = p.id and t.period && tstzrange(range_start, range_end)
  )
  select c.slot_start, c.slot_end
    from candidates c, busy, away
   where c.slot_start >= range_start and c.slot_end <= range_end
     and c.slot_start > now()
     and c.slot_start <= now() + make_interval(days => p.booking_horizon_days)
     and not away.taken && tstzrange(c.slot_start, c.slot_end)
     and not busy.taken && tstzrange(c.slot_start, c.slot_end + make_interval(mins => p.buffer_minutes))
   order by c.slot_start;
end
$$;
