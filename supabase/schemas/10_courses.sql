-- Courses: a guru's or pujari's series of live sessions that devotees enrol in, free or paid.

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Types -------------------------------------------------------------------------------------

create type public.course_status as enum ('draft', 'published', 'cancelled');

-- pending: a paid enrolment waiting for its payment; enrolled: free, or paid.
create type public.course_enrolment_status as enum ('pending', 'enrolled', 'cancelled');

-- Tables ------------------------------------------------------------------------------------

create table public.courses (
  id uuid primary key default gen_random_uuid(),
  provider_id uuid not null references public.providers (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  description text not null default '' check (length(description) <= 4000),
  language text not null default 'Hindi' check (length(language) between 1 and 60),
  price_paise integer not null default 0 check (price_paise between 0 and 100000000),
  seat_limit integer check (seat_limit between 1 and 10000),
  -- A private Jitsi room made for the course, or the host's own link (course_meetings holds it).
  meeting_kind public.meeting_kind not null default 'private_room'
    check (meeting_kind in ('private_room', 'video_link')),
  status public.course_status not null default 'published',
  -- Enrolments that hold a seat for good (status enrolled), kept by a trigger, shown publicly.
  enrolled_count integer not null default 0 check (enrolled_count >= 0),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint courses_cancelled check ((status = 'cancelled') = (cancelled_at is not null))
);

create table public.course_sessions (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  starts_at timestamptz not null,
  duration_minutes smallint not null default 60 check (duration_minutes between 15 and 480),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint course_sessions_start_key unique (course_id, starts_at)
);

-- Where the sessions meet, apart from the public course: only the host and enrolled devotees read it.
create table public.course_meetings (
  course_id uuid primary key references public.courses (id) on delete cascade,
  url text not null check (
    length(url) <= 2048 and url ~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
  ),
  updated_at timestamptz not null default now()
);

create table public.course_enrolments (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  devotee_id uuid not null references auth.users (id) on delete cascade,
  -- The devotee's name as the host sees it, copied from the profile when they enrol.
  devotee_name text not null default '' check (length(devotee_name) <= 120),
  status public.course_enrolment_status not null default 'pending',
  -- The course's price when they enrolled: what the payment is for.
  price_paise integer not null check (price_paise >= 0),
  paid_at timestamptz,
  payment_method text check (payment_method in ('razorpay', 'upi', 'test', 'cash')),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint course_enrolments_paid check ((paid_at is null) = (payment_method is null))
);

-- A course enrolment's payment (06_money.sql declares the column; the table is made here).
alter table public.payments
  add constraint payments_course_enrolment_id_fkey foreign key (course_enrolment_id)
  references public.course_enrolments (id) on delete cascade;

-- Indexes -----------------------------------------------------------------------------------

-- A provider's courses on /courses and /connect/:slug, newest first.
create index courses_provider_idx on public.courses (provider_id, created_at desc);

create index course_sessions_course_idx on public.course_sessions (course_id, starts_at);

-- One live enrolment per devotee and course: a second one (a double click, two tabs) is refused.
create unique index course_enrolments_once_idx on public.course_enrolments (course_id, devotee_id)
  where status <> 'cancelled';

-- A devotee's courses in their bookings, newest first.
create index course_enrolments_devotee_idx on public.course_enrolments (devotee_id, created_at desc);

create index payments_course_enrolment_idx on public.payments (course_enrolment_id)
  where course_enrolment_id is not null;

-- Moving or dropping a session's queued reminders finds them by the session.
create index jobs_queued_course_session_idx on public.jobs ((payload ->> 'session_id'))
  where status = 'queued';

-- Functions ---------------------------------------------------------------------------------

create function app_private.owns_course(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.courses c join public.providers p on p.id = c.provider_id
     where c.id = target and p.user_id = (select auth.uid())
  )
$$;

-- Whether the signed-in user holds a seat (free, or paid) on the course.
create function app_private.is_enrolled_in_course(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.course_enrolments e
     where e.course_id = target and e.devotee_id = (select auth.uid()) and e.status = 'enrolled'
  )
$$;

-- Anyone reads a published course of a listed provider; the provider all of theirs; an enrolled
-- devotee theirs even once it is cancelled.
create function app_private.can_read_course(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.courses c
     where c.id = target
       and ((c.status = 'published' and app_private.is_listed_provider(c.provider_id))
            or app_private.owns_course(c.id)
            or exists (select 1 from public.course_enrolments e
                        where e.course_id = c.id and e.devotee_id = (select auth.uid())))
  )
$$;

-- Sessions as [{"starts_at": "...", "duration_minutes": 60}, ...]: each in the future, 1 to 100.
create function app_private.checked_course_sessions(sessions jsonb)
  returns table (starts_at timestamptz, duration_minutes smallint)
  language plpgsql stable set search_path = ''
as $$
declare
  s jsonb;
begin
  if sessions is null or jsonb_typeof(sessions) <> 'array' or jsonb_array_length(sessions) = 0 then
    raise exception 'Add at least one session'
      using errcode = '22023', detail = '{"code":"course.no_sessions"}';
  end if;
  if jsonb_array_length(sessions) > 100 then
    raise exception 'A course has at most 100 sessions'
      using errcode = '22023', detail = '{"code":"course.too_many_sessions"}';
  end if;
  for s in select * from jsonb_array_elements(sessions) loop
    starts_at := (s ->> 'starts_at')::timestamptz;
    duration_minutes := coalesce((s ->> 'duration_minutes')::smallint, 60);
    if starts_at is null or starts_at <= now() then
      raise exception 'Each session starts in the future'
      using errcode = '22023', detail = '{"code":"course.session_in_past"}';
    end if;
    if duration_minutes not between 15 and 480 then
      raise exception 'A session lasts 15 minutes to 8 hours'
      using errcode = '22023', detail = '{"code":"course.bad_duration"}';
    end if;
    return next;
  end loop;
end
$$;

-- create_course: the signed-in guru's or pujari's course with its sessions and meeting, at once.
-- meeting_link is the host's own video link (meeting_kind video_link); a private room is made
-- otherwise.
create function public.create_course(
  title text,
  sessions jsonb,
  description text default '',
  language text default 'Hindi',
  price_paise integer default 0,
  seat_limit integer default null,
  meeting_kind public.meeting_kind default 'private_room',
  meeting_link text default null,
  publish boolean default true
) returns public.courses
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  provider uuid;
  c public.courses;
begin
  select p.id into provider from public.providers p where p.user_id = uid;
  if provider is null then
    raise exception 'Create your guru or pujari profile first'
      using errcode = '42501', detail = '{"code":"course.no_provider"}';
  end if;
  if nullif(trim(create_course.title), '') is null then
    raise exception 'Give the course a title'
      using errcode = '22023', detail = '{"code":"course.title_required"}';
  end if;
  if create_course.price_paise is null or create_course.price_paise < 0
     or create_course.price_paise between 1 and 99 then
    raise exception 'A paid course costs at least ₹1'
      using errcode = '22023', detail = '{"code":"course.bad_price"}';
  end if;
  if create_course.meeting_kind is null or create_course.meeting_kind not in ('private_room', 'video_link') then
    raise exception 'Choose a private room or your own video link'
      using errcode = '22023', detail = '{"code":"course.bad_meeting_kind"}';
  end if;
  if create_course.meeting_kind = 'video_link' and nullif(trim(meeting_link), '') is null then
    raise exception 'Paste your video link'
      using errcode = '22023', detail = '{"code":"course.link_required"}';
  end if;
  insert into public.courses (provider_id, title, description, language, price_paise, seat_limit,
                              meeting_kind, status)
  values (provider, trim(create_course.title), coalesce(create_course.description, ''),
          coalesce(nullif(trim(create_course.language), ''), 'Hindi'), create_course.price_paise,
          create_course.seat_limit, create_course.meeting_kind,
          case when coalesce(publish, true) then 'published' else 'draft' end::public.course_status)
  returning * into c;
  insert into public.course_sessions (course_id, starts_at, duration_minutes)
  select c.id, s.starts_at, s.duration_minutes from app_private.checked_course_sessions(sessions) s;
  insert into public.course_meetings (course_id, url)
  values (c.id, case when c.meeting_kind = 'video_link' then app_private.checked_meeting_link(meeting_link)
                     else app_private.new_private_room() end);
  return c;
exception when unique_violation then
  raise exception 'Two sessions start at the same time'
      using errcode = '22023', detail = '{"code":"course.duplicate_session"}';
  return null;
end
$$;

-- enrol_in_course: a free course enrols at once; a paid one makes a pending enrolment that the
-- payment settles. The course row is locked, so two devotees racing for the last seat queue and
-- exactly one gets it. A pending enrolment holds its seat for 30 minutes while the devotee pays.
create function public.enrol_in_course(course_id uuid) returns public.course_enrolments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  c public.courses;
  e public.course_enrolments;
  taken integer;
begin
  select * into c from public.courses x
   where x.id = enrol_in_course.course_id and x.status = 'published'
     and app_private.is_listed_provider(x.provider_id)
   for update;
  if not found then
    raise exception 'This course is not open for enrolment'
      using errcode = 'PT404', detail = '{"code":"course.not_found"}';
  end if;
  if exists (select 1 from public.providers p where p.id = c.provider_id and p.user_id = uid) then
    raise exception 'You teach this course'
      using errcode = 'PT409', detail = '{"code":"course.own_course"}';
  end if;
  if not exists (select 1 from public.course_sessions s where s.course_id = c.id and s.starts_at > now()) then
    raise exception 'This course has ended'
      using errcode = 'PT409', detail = '{"code":"course.ended"}';
  end if;
  select * into e from public.course_enrolments x
   where x.course_id = c.id and x.devotee_id = uid and x.status <> 'cancelled';
  if found then
    if e.status = 'pending' then
      return e;
    end if;
    raise exception 'You are already enrolled in this course'
      using errcode = 'PT409', detail = '{"code":"course.already_enrolled"}';
  end if;
  if c.seat_limit is not null then
    select count(*) into taken from public.course_enrolments x
     where x.course_id = c.id
       and (x.status = 'enrolled' or (x.status = 'pending' and x.created_at > now() - interval '30 minutes'));
    if taken >= c.seat_limit then
      raise exception 'This course is full'
      using errcode = 'PT409', detail = '{"code":"course.full"}';
    end if;
  end if;
  insert into public.course_enrolments (course_id, devotee_id, devotee_name, status, price_paise)
  values (c.id, uid, coalesce((select left(pr.display_name, 120) from public.profiles pr where pr.id = uid), ''),
          case when c.price_paise = 0 then 'enrolled' else 'pending' end::public.course_enrolment_status,
          c.price_paise)
  returning * into e;
  if e.status = 'enrolled' then
    perform app_private.notify(array[(select p.user_id from public.providers p where p.id = c.provider_id)],
      'course_enrolled', 'A devotee enrolled', c.title, '/courses',
      jsonb_build_object('title', c.title, 'devotee', e.devotee_name));
  end if;
  return e;
exception when unique_violation then
  raise exception 'You are already enrolled in this course'
      using errcode = 'PT409', detail = '{"code":"course.already_enrolled"}';
  return null;
end
$$;

-- cancel_course: the provider calls a course off: every enrolment ends, enrolled devotees are
-- told, and money paid comes back in full as when a provider cancels a booking.
create function public.cancel_course(course_id uuid) returns public.courses
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  c public.courses;
  e public.course_enrolments;
  p public.payments;
begin
  select * into c from public.courses x where x.id = cancel_course.course_id for update;
  if not found or not app_private.owns_course(c.id) then
    raise exception 'Course not found'
      using errcode = 'PT404', detail = '{"code":"course.not_found"}';
  end if;
  if c.status = 'cancelled' then
    return c;
  end if;
  update public.courses x set status = 'cancelled', cancelled_at = now()
   where x.id = c.id returning * into c;
  for e in select * from public.course_enrolments x
            where x.course_id = c.id and x.status <> 'cancelled' for update loop
    update public.course_enrolments x set status = 'cancelled', cancelled_at = now() where x.id = e.id;
    if e.status = 'enrolled' then
      perform app_private.notify(array[e.devotee_id], 'course_cancelled', 'A course was cancelled',
        c.title, '/bookings', jsonb_build_object('title', c.title));
    end if;
    for p in select * from public.payments x
              where x.course_enrolment_id = e.id and x.status = 'captured' and x.refund_status = 'none'
              for update loop
      perform app_private.begin_refund(p, p.amount_paise, uid, null);
    end loop;
  end loop;
  return c;
end
$$;

-- What a captured payment for a course enrolment settles (settle_payment's course part, the
-- caller holding the course and enrolment locks): the seat, or the money back in full when the
-- enrolment ended, was paid already or the course filled meanwhile.
create function app_private.settle_course_payment(p public.payments, actor uuid) returns public.payments
  language plpgsql set search_path = ''
as $$
declare
  e public.course_enrolments;
  c public.courses;
begin
  select * into e from public.course_enrolments x where x.id = p.course_enrolment_id;
  select * into c from public.courses x where x.id = e.course_id;
  if e.paid_at is not null then
    return app_private.begin_refund(p, p.amount_paise, actor, '{"reason": "already_paid"}');
  end if;
  if e.status <> 'pending' or c.status <> 'published' then
    return app_private.begin_refund(p, p.amount_paise, actor,
      jsonb_build_object('reason', 'arrived_after', 'status', 'cancelled'));
  end if;
  if c.seat_limit is not null and c.enrolled_count >= c.seat_limit then
    update public.course_enrolments x set status = 'cancelled', cancelled_at = now() where x.id = e.id;
    return app_private.begin_refund(p, p.amount_paise, actor, '{"reason": "course_full"}');
  end if;
  update public.course_enrolments x
     set status = 'enrolled', paid_at = p.captured_at, payment_method = p.method
   where x.id = e.id;
  perform app_private.notify(array[(select pv.user_id from public.providers pv where pv.id = c.provider_id)],
    'course_enrolled', 'A devotee enrolled', c.title, '/courses',
    jsonb_build_object('title', c.title, 'devotee', e.devotee_name));
  return p;
end
$$;

-- courses.enrolled_count follows enrolments entering and leaving 'enrolled'.
create function app_private.count_course_enrolment() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  was boolean := tg_op <> 'INSERT' and old.status = 'enrolled';
  now_in boolean := tg_op <> 'DELETE' and new.status = 'enrolled';
begin
  if was = now_in then
    return null;
  end if;
  update public.courses c
     set enrolled_count = greatest(c.enrolled_count + case when now_in then 1 else -1 end, 0)
   where c.id = coalesce(new.course_id, old.course_id);
  return null;
end
$$;

-- An enrolled devotee is reminded 24 hours and 1 hour before each session still ahead; an
-- enrolment that ends drops its reminders.
create function app_private.schedule_enrolment_reminders() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.jobs j
   where j.status = 'queued' and j.kind = 'course.reminder'
     and (j.payload ->> 'user_id') = new.devotee_id::text
     and (j.payload ->> 'session_id') in (select s.id::text from public.course_sessions s
                                           where s.course_id = new.course_id);
  if new.status = 'enrolled' then
    perform app_private.enqueue_job('course.reminder',
      jsonb_build_object('session_id', s.id, 'user_id', new.devotee_id, 'hours_before', h),
      s.starts_at - make_interval(hours => h))
       from public.course_sessions s, unnest(array[24, 1]) h
      where s.course_id = new.course_id and s.starts_at - make_interval(hours => h) > now();
  end if;
  return null;
end
$$;

-- A session added or moved reminds every enrolled devotee at its new time; one removed drops them.
create function app_private.schedule_session_reminders() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' then
    delete from public.jobs j
     where j.status = 'queued' and j.kind = 'course.reminder' and (j.payload ->> 'session_id') = old.id::text;
  end if;
  if tg_op <> 'DELETE' then
    perform app_private.enqueue_job('course.reminder',
      jsonb_build_object('session_id', new.id, 'user_id', e.devotee_id, 'hours_before', h),
      new.starts_at - make_interval(hours => h))
       from public.course_enrolments e, unnest(array[24, 1]) h
      where e.course_id = new.course_id and e.status = 'enrolled'
        and new.starts_at - make_interval(hours => h) > now();
  end if;
  return null;
end
$$;

-- A session is changed, added or removed only before it starts, and never to a time past. Not
-- security definer: current_user is the API role for a provider's own edit, the owner in
-- create_course (which checks the times itself).
create function app_private.check_course_session_change() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') then
    if tg_op <> 'INSERT' and old.starts_at <= now() then
      raise exception 'This session has already started'
      using errcode = 'PT409', detail = '{"code":"course.session_started"}';
    end if;
    if tg_op <> 'DELETE' and new.starts_at <= now() then
      raise exception 'Each session starts in the future'
      using errcode = '22023', detail = '{"code":"course.session_in_past"}';
    end if;
  end if;
  return coalesce(new, old);
end
$$;

-- Triggers ----------------------------------------------------------------------------------

create trigger courses_touch_updated_at before update on public.courses
  for each row execute function app_private.touch_updated_at();

create trigger course_sessions_touch_updated_at before update on public.course_sessions
  for each row execute function app_private.touch_updated_at();

create trigger course_enrolments_touch_updated_at before update on public.course_enrolments
  for each row execute function app_private.touch_updated_at();

create trigger course_enrolments_count
  after insert or update of status or delete on public.course_enrolments
  for each row execute function app_private.count_course_enrolment();

create trigger course_enrolments_schedule_reminders
  after insert or update of status on public.course_enrolments
  for each row execute function app_private.schedule_enrolment_reminders();

create trigger course_sessions_check_change
  before insert or update or delete on public.course_sessions
  for each row execute function app_private.check_course_session_change();

create trigger course_sessions_schedule_reminders
  after insert or update of starts_at or delete on public.course_sessions
  for each row execute function app_private.schedule_session_reminders();

-- Execute --------------------------------------------------------------------------------

revoke execute on function
  app_private.owns_course(uuid),
  app_private.is_enrolled_in_course(uuid),
  app_private.can_read_course(uuid),
  app_private.checked_course_sessions(jsonb),
  app_private.settle_course_payment(public.payments, uuid),
  app_private.count_course_enrolment(),
  app_private.schedule_enrolment_reminders(),
  app_private.schedule_session_reminders(),
  app_private.check_course_session_change()
  from public, anon, authenticated, service_role;

-- The policies call these as the reader.
grant execute on function
  app_private.owns_course(uuid),
  app_private.is_enrolled_in_course(uuid),
  app_private.can_read_course(uuid)
  to anon, authenticated, service_role;

revoke execute on function
  public.create_course(text, jsonb, text, text, integer, integer, public.meeting_kind, text, boolean),
  public.enrol_in_course(uuid),
  public.cancel_course(uuid)
  from public, anon, authenticated, service_role;

grant execute on function
  public.create_course(text, jsonb, text, text, integer, integer, public.meeting_kind, text, boolean),
  public.enrol_in_course(uuid),
  public.cancel_course(uuid)
  to authenticated, service_role;

-- Access ---------------------------------------------------------------------------------

-- courses: read as can_read_course says; made by create_course; the provider edits the words, the
-- seat limit and whether it is published (cancel_course cancels; the price stays what devotees
-- paid).
alter table public.courses enable row level security;
revoke all on public.courses from public, anon, authenticated, service_role;
grant select on public.courses to anon, authenticated;
grant update (title, description, language, seat_limit, status) on public.courses to authenticated;
grant select, insert, update, delete on public.courses to service_role;
create policy "Anyone reads published courses; providers and their devotees theirs" on public.courses
  for select to anon, authenticated
  using (app_private.can_read_course(id));
create policy "Providers edit their courses until cancelled" on public.courses
  for update to authenticated
  using (app_private.owns_provider(provider_id) and status <> 'cancelled')
  with check (app_private.owns_provider(provider_id) and status in ('draft', 'published'));

-- course_sessions: read with the course; the provider adds, moves and removes those not started.
alter table public.course_sessions enable row level security;
revoke all on public.course_sessions from public, anon, authenticated, service_role;
grant select on public.course_sessions to anon, authenticated;
grant insert (course_id, starts_at, duration_minutes), update (starts_at, duration_minutes), delete
  on public.course_sessions to authenticated;
grant select, insert, update, delete on public.course_sessions to service_role;
create policy "Whoever reads a course reads its sessions" on public.course_sessions
  for select to anon, authenticated
  using (app_private.can_read_course(course_id));
create policy "Providers add sessions to their courses" on public.course_sessions
  for insert to authenticated
  with check (app_private.owns_course(course_id)
              and exists (select 1 from public.courses c where c.id = course_id and c.status <> 'cancelled'));
create policy "Providers move their sessions" on public.course_sessions
  for update to authenticated
  using (app_private.owns_course(course_id))
  with check (app_private.owns_course(course_id)
              and exists (select 1 from public.courses c where c.id = course_id and c.status <> 'cancelled'));
create policy "Providers remove their sessions" on public.course_sessions
  for delete to authenticated
  using (app_private.owns_course(course_id));

-- course_meetings: the link only for the host and devotees holding a seat.
alter table public.course_meetings enable row level security;
revoke all on public.course_meetings from public, anon, authenticated, service_role;
grant select on public.course_meetings to authenticated;
grant select, insert, update, delete on public.course_meetings to service_role;
create policy "Hosts and enrolled devotees read the meeting" on public.course_meetings
  for select to authenticated
  using (app_private.owns_course(course_id) or app_private.is_enrolled_in_course(course_id));

-- course_enrolments: a devotee reads their own, the provider those of their courses; written by
-- enrol_in_course, cancel_course and the payments.
alter table public.course_enrolments enable row level security;
revoke all on public.course_enrolments from public, anon, authenticated, service_role;
grant select on public.course_enrolments to authenticated;
grant select, insert, update, delete on public.course_enrolments to service_role;
create policy "Devotees read their enrolments; providers their courses'" on public.course_enrolments
  for select to authenticated
  using (devotee_id = (select auth.uid()) or app_private.owns_course(course_id));
