-- Money: payments, donations, receipts and refunds.

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Types -------------------------------------------------------------------------------------

create type public.donation_status as enum ('pending', 'paid', 'failed', 'refunded');

-- awaiting_confirmation: a direct UPI payment the payer says they made, until the payee confirms it.
create type public.payment_status as enum (
  'created', 'awaiting_confirmation', 'authorized', 'captured', 'failed', 'refunded'
);

-- Tables ------------------------------------------------------------------------------------

create table public.donations (
  id uuid primary key default gen_random_uuid(),
  seva_program_id uuid not null references public.seva_programs (id) on delete restrict,
  temple_id uuid not null references public.temples (id) on delete cascade,
  donor_id uuid not null references auth.users (id) on delete cascade,
  amount_paise integer not null check (amount_paise > 0),
  status public.donation_status not null default 'pending',
  -- Shown to the temple unless the donor gives anonymously (then null).
  donor_name text check (length(donor_name) <= 120),
  is_anonymous boolean not null default false,
  message text not null default '' check (length(message) <= 500),
  paid_at timestamptz,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  pan text check (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  receipt_number text check (length(receipt_number) <= 40),
  receipt_issued_at timestamptz,
  constraint donations_receipt_number_key unique (temple_id, receipt_number),
  constraint donations_receipt_whole check ((receipt_number is null) = (receipt_issued_at is null))
);

-- Money actually moved for a booking, a donation or a course enrolment; written by the payment
-- integration only. A paid course enrolment is one more purpose of the same row (rather than a
-- booking in disguise) so capture, UPI confirmation, refunds and receipts work unchanged.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid references public.bookings (id) on delete cascade,
  donation_id uuid references public.donations (id) on delete cascade,
  payer_id uuid not null references auth.users (id) on delete cascade,
  amount_paise integer not null check (amount_paise > 0),
  currency text not null default 'INR' check (currency = 'INR'),
  method text not null check (method in ('razorpay', 'upi', 'test', 'cash')),
  status public.payment_status not null default 'created',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Who receives the money, copied from the booking or donation (a trigger), for the payee's
  -- policy and dashboard.
  provider_id uuid references public.providers (id) on delete cascade,
  temple_id uuid references public.temples (id) on delete cascade,
  order_ref text check (length(order_ref) between 1 and 200),
  gateway_payment_ref text check (length(gateway_payment_ref) between 1 and 200),
  -- The UTR the payer types after a direct UPI transfer.
  upi_reference text check (upi_reference ~ '^[A-Za-z0-9]{6,40}$'),
  captured_at timestamptz,
  failure_reason text check (length(failure_reason) <= 500),
  refund_status text not null default 'none'
    check (refund_status in ('none', 'pending', 'processed', 'due_from_payee', 'returned')),
  refund_paise integer not null default 0,
  refund_ref text check (length(refund_ref) <= 200),
  refunded_at timestamptz,
  -- References course_enrolments (10_courses.sql adds the foreign key, as that table comes later).
  course_enrolment_id uuid,
  constraint payments_one_purpose check (num_nonnulls(booking_id, donation_id, course_enrolment_id) = 1),
  constraint payments_order_ref_key unique (method, order_ref),
  constraint payments_captured check ((status = 'captured') = (captured_at is not null)),
  constraint payments_refund_amount check (refund_paise between 0 and amount_paise),
  -- Only money received is refunded; 'none' exactly when nothing is to be returned.
  constraint payments_refund_state check (
    (refund_status = 'none') = (refund_paise = 0) and (refund_status = 'none' or status = 'captured')
  ),
  constraint payments_refunded_at check (
    (refunded_at is not null) = (refund_status in ('processed', 'returned'))
  ),
  constraint payments_upi_reference_method check (upi_reference is null or method = 'upi')
);

-- Receipt counters: the last number per temple per financial year, a row locked by the capturing
-- transaction, so concurrent captures queue and a rolled-back capture gives its number back.
create table public.receipt_counters (
  temple_id uuid not null references public.temples (id) on delete cascade,
  financial_year text not null check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_number integer not null check (last_number > 0),
  updated_at timestamptz not null default now(),
  primary key (temple_id, financial_year)
);

-- Indexes -----------------------------------------------------------------------------------

-- A devotee's donations, newest first.
create index donations_donor_idx on public.donations (donor_id, created_at desc);

-- /temple-admin donations: a temple's donations, newest first.
create index donations_temple_idx on public.donations (temple_id, created_at desc);

create index donations_program_idx on public.donations (seva_program_id);

create index payments_booking_idx on public.payments (booking_id) where booking_id is not null;

create index payments_donation_idx on public.payments (donation_id) where donation_id is not null;

create index payments_payer_idx on public.payments (payer_id, created_at desc);

-- The payee's dashboards: payments to a provider or a temple, newest first.
create index payments_provider_idx on public.payments (provider_id, created_at desc) where provider_id is not null;

create index payments_temple_idx on public.payments (temple_id, created_at desc) where temple_id is not null;

-- The gateway's refund webhook names its payment id.
create index payments_gateway_payment_ref_idx on public.payments (gateway_payment_ref)
  where gateway_payment_ref is not null;

-- Functions ---------------------------------------------------------------------------------

-- seva_programs.raised_paise and sponsor_count count paid donations only.
create function app_private.count_paid_donation() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  was_paid boolean := tg_op <> 'INSERT' and old.status = 'paid';
  is_paid boolean := tg_op <> 'DELETE' and new.status = 'paid';
begin
  if was_paid = is_paid then
    return null;
  end if;
  update public.seva_programs
     set raised_paise = greatest(raised_paise + case when is_paid then new.amount_paise else -old.amount_paise end, 0),
         sponsor_count = greatest(sponsor_count + case when is_paid then 1 else -1 end, 0)
   where id = coalesce(new.seva_program_id, old.seva_program_id);
  return null;
end
$$;

-- record_donation: a pledge to a seva program, pending until the payment work marks it paid.
-- donor_name names the receipt (the profile's name when absent); message is the dedication.
create function public.record_donation(
  seva_program_id uuid,
  amount_paise integer,
  is_anonymous boolean default false,
  message text default '',
  donor_name text default null,
  pan text default null
) returns public.donations
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  program public.seva_programs;
  donation public.donations;
  receipt_pan text := nullif(upper(trim(pan)), '');
begin
  select * into program from public.seva_programs x
   where x.id = record_donation.seva_program_id and x.active
     and app_private.is_listed_temple(x.temple_id);
  if not found then
    raise exception 'This seva program is not accepting donations'
      using errcode = 'PT404', hint = 'Choose another seva program.',
            detail = '{"code":"donation.program_closed"}';
  end if;
  if program.is_sample then
    raise exception 'This is an example seva program and takes no donations'
      using errcode = '22023', hint = 'Choose a seva program of a verified temple.',
            detail = '{"code":"donation.sample_program"}';
  end if;
  if amount_paise is null or amount_paise < 100 then
    raise exception 'The smallest donation is ₹1'
      using errcode = '22023', hint = 'amount_paise is in paise: ₹1 is 100.',
            detail = '{"code":"donation.too_small"}';
  end if;
  if amount_paise > 1000000000 then
    raise exception 'Donations above ₹1 crore are arranged with the temple directly'
using errcode = '22023', detail = '{"code":"donation.too_large"}';
  end if;
  if receipt_pan is not null and receipt_pan !~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then
    raise exception 'A PAN is five letters, four digits and a letter, like ABCDE1234F'
      using errcode = '22023', hint = 'Leave the PAN empty if you do not need a tax receipt.',
            detail = '{"code":"donation.bad_pan"}';
  end if;
  if length(donor_name) > 120 then
    raise exception 'The name on the receipt is at most 120 characters'
using errcode = '22023', detail = '{"code":"donation.receipt_name_too_long"}';
  end if;
  insert into public.donations (seva_program_id, temple_id, donor_id, amount_paise, donor_name,
                                is_anonymous, message, pan)
  values (program.id, program.temple_id, uid, amount_paise,
          case when coalesce(is_anonymous, false) then null
               else coalesce(nullif(trim(record_donation.donor_name), ''),
                             (select pr.display_name from public.profiles pr where pr.id = uid)) end,
          coalesce(is_anonymous, false), coalesce(message, ''), receipt_pan)
  returning * into donation;
  return donation;
end
$$;

-- A temple's monthly totals count a paid donation in the month its money arrived (a pledge made
-- in March and paid in April is April's income, as its receipt's financial year says), and a
-- pledge still unpaid in the month it was made.
create function public.temple_donation_totals(temple_id uuid)
  returns table (
    seva_program_id uuid, program_title text, month date,
    paid_paise bigint, paid_count bigint, pledged_paise bigint, pledged_count bigint
  )
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  if not app_private.administers_temple(temple_donation_totals.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  return query
    select d.seva_program_id, p.title,
           date_trunc('month', coalesce(d.paid_at, d.created_at) at time zone 'Asia/Kolkata')::date,
           coalesce(sum(d.amount_paise) filter (where d.status = 'paid'), 0)::bigint,
           count(*) filter (where d.status = 'paid'),
           coalesce(sum(d.amount_paise) filter (where d.status = 'pending'), 0)::bigint,
           count(*) filter (where d.status = 'pending')
      from public.donations d
      join public.seva_programs p on p.id = d.seva_program_id
     where d.temple_id = temple_donation_totals.temple_id
     group by 1, 2, 3
     order by 3 desc, 2;
end
$$;

-- The initials of a slug of three words or more (shri-kashi-vishwanath: SKV), otherwise its
-- first ten letters and digits (iskcon-pune: ISKCONPUNE).
create function app_private.default_receipt_prefix(slug text) returns text
  language sql immutable set search_path = ''
as $$
  select upper(left(case when length(i.initials) >= 3 then i.initials else replace(slug, '-', '') end, 10))
    from (select regexp_replace(slug, '(^|-)([a-z0-9])[a-z0-9]*', '\2', 'g') as initials) i
$$;

-- An empty prefix means the default; letters are upper-cased.
create function app_private.fill_receipt_prefix() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  new.receipt_prefix := coalesce(nullif(upper(trim(new.receipt_prefix)), ''),
                                 app_private.default_receipt_prefix(new.slug));
  return new;
end
$$;

-- Which offerings are paid when booked: all but a home pooja, paid after the visit. A booking
-- keeps the answer (its offering may be withdrawn later) and records when and how it was paid.
create function app_private.is_prepaid_kind(kind public.offering_kind) returns boolean
  language sql immutable set search_path = ''
as $$
  select kind <> 'home_pooja'
$$;

create function app_private.fill_booking_is_prepaid() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  select app_private.is_prepaid_kind(o.kind) into new.is_prepaid
    from public.offerings o where o.id = new.offering_id;
  return new;
end
$$;

-- Who reads payments: the payer, and the payee (the provider's owner or the temple's admins).
-- Nobody writes them but these functions and the service role.
create function app_private.fill_payment_payee() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.booking_id is not null then
    select b.provider_id, b.temple_id into new.provider_id, new.temple_id
      from public.bookings b where b.id = new.booking_id;
  elsif new.course_enrolment_id is not null then
    select c.provider_id, null into new.provider_id, new.temple_id
      from public.course_enrolments e join public.courses c on c.id = e.course_id
     where e.id = new.course_enrolment_id;
  else
    select null, d.temple_id into new.provider_id, new.temple_id
      from public.donations d where d.id = new.donation_id;
  end if;
  return new;
end
$$;

-- ₹ with Indian digit grouping (₹1,10,000; ₹550.50), for timeline notes and notifications.
create function app_private.format_rupees(paise bigint) returns text
  language sql immutable set search_path = ''
as $$
  select '₹' || case when r.whole < 1000 then r.whole::text
                     else regexp_replace(left(r.whole::text, -3), '(\d)(?=(\d\d)+$)', '\1,', 'g')
                          || ',' || right(r.whole::text, 3) end
             || case when paise % 100 <> 0 then '.' || lpad((paise % 100)::text, 2, '0') else '' end
    from (select paise / 100 as whole) r
$$;

create function app_private.describe_payment_method(method text) returns text
  language sql immutable set search_path = ''
as $$
  select case method
    when 'razorpay' then 'online'
    when 'test' then 'online (test payment)'
    when 'upi' then 'by UPI'
    else 'in cash'
  end
$$;

-- The Indian financial year (1 April to 31 March, in IST) of an instant, as 2026-27.
create function app_private.financial_year(at timestamptz) returns text
  language sql stable set search_path = ''
as $$
  select to_char(s.y, 'FM0000') || '-' || to_char((s.y + 1) % 100, 'FM00')
    from (select extract(year from (at at time zone 'Asia/Kolkata') - interval '3 months')::integer as y) s
$$;

-- The users a payment is paid to: the provider's owner, or every admin of the temple.
create function app_private.payment_payees(p public.payments) returns uuid[]
  language sql stable set search_path = ''
as $$
  select array(
    select x.user_id from public.providers x where x.id = p.provider_id
    union
    select a.user_id from public.temple_admins a where a.temple_id = p.temple_id
  )
$$;

-- What a payment pays for and where each side reads about it.
create function app_private.payment_subject(
  p public.payments, out title text, out payer_name text, out payer_link text, out payee_link text
)
  language sql stable set search_path = ''
as $$
  select coalesce(b.title, s.title, c.title, ''),
         coalesce(nullif(b.devotee_name, ''), nullif(d.donor_name, ''), nullif(e.devotee_name, ''), 'A devotee'),
         case when p.booking_id is not null then '/bookings/' || p.booking_id
              when p.course_enrolment_id is not null then '/bookings'
              else '/pray' end,
         case when p.booking_id is not null then '/bookings/' || p.booking_id
              when p.course_enrolment_id is not null then '/courses'
              else '/temple-admin/donations' end
    from (select 1) one
    left join public.bookings b on b.id = p.booking_id
    left join public.donations d on d.id = p.donation_id
    left join public.seva_programs s on s.id = d.seva_program_id
    left join public.course_enrolments e on e.id = p.course_enrolment_id
    left join public.courses c on c.id = e.course_id
$$;

create function app_private.add_payment_event(
  booking_id uuid, actor uuid, kind text, note text, params jsonb
) returns void
  language sql set search_path = ''
as $$
  insert into public.booking_events (booking_id, status, actor_id, note, kind, params)
  select b.id, b.status, add_payment_event.actor, add_payment_event.note, add_payment_event.kind,
         add_payment_event.params
    from public.bookings b where b.id = add_payment_event.booking_id
$$;

-- Locks a payment and what it pays for, the booking or donation first (as cancel_booking and
-- the captures do), so a webhook and a cancellation of the same booking never deadlock. Null
-- when there is no such payment.
create function app_private.lock_payment(target uuid) returns public.payments
  language plpgsql set search_path = ''
as $$
declare
  p public.payments;
begin
  select * into p from public.payments x where x.id = target;
  if not found then
    return null;
  end if;
  perform 1 from public.bookings b where b.id = p.booking_id for update;
  perform 1 from public.donations d where d.id = p.donation_id for update;
  -- A course before its enrolment, as enrol_in_course and cancel_course take them.
  perform 1 from public.courses c
   where c.id = (select e.course_id from public.course_enrolments e where e.id = p.course_enrolment_id)
     for update;
  perform 1 from public.course_enrolments e where e.id = p.course_enrolment_id for update;
  select * into p from public.payments x where x.id = target for update;
  return p;
end
$$;

create function app_private.lock_payment_by_order(method text, order_ref text) returns public.payments
  language plpgsql set search_path = ''
as $$
declare
  target uuid;
begin
  select x.id into target from public.payments x
   where x.method = lock_payment_by_order.method and x.order_ref = lock_payment_by_order.order_ref;
  if target is null then
    raise exception 'No payment has this order'
      using errcode = 'PT404', hint = 'Check the order id: attach_order records it when the order is made.',
            detail = '{"code":"payment.order_not_found"}';
  end if;
  return app_private.lock_payment(target);
end
$$;

-- The temple's next receipt number in the financial year of `at`: <prefix>/<2026-27>/<000001>.
-- The counter row stays locked until the calling transaction ends, so numbers are issued one at
-- a time per temple and year, and a rollback returns its number: the sequence has no gaps.
create function app_private.next_receipt_number(temple uuid, at timestamptz) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  fy text := app_private.financial_year(at);
  prefix text;
  n integer;
begin
  select t.receipt_prefix into prefix from public.temples t where t.id = temple;
  if not found then
    raise exception 'Temple not found'
using errcode = 'PT404', detail = '{"code":"temple.not_found"}';
  end if;
  -- An upsert takes the same row lock as SELECT ... FOR UPDATE, and also settles the race of
  -- the year's first two receipts.
  insert into public.receipt_counters as c (temple_id, financial_year, last_number)
  values (temple, fy, 1)
  on conflict (temple_id, financial_year)
    do update set last_number = c.last_number + 1, updated_at = now()
  returning c.last_number into n;
  return prefix || '/' || fy || '/' || case when n < 1000000 then lpad(n::text, 6, '0') else n::text end;
end
$$;

-- Starts returning `amount` of a captured payment: the gateway refunds razorpay and test
-- payments (a payment.refund job), the payee returns upi and cash ones themselves
-- (due_from_payee). The booking's timeline says which, and both sides are told. A payment whose
-- refund has already begun, or nothing to return, is left as it is.
create function app_private.begin_refund(p public.payments, amount integer, actor uuid, reason jsonb)
  returns public.payments
  language plpgsql set search_path = ''
as $$
declare
  subject record;
  refund integer := least(greatest(coalesce(amount, 0), 0), p.amount_paise);
  payee text := case when p.provider_id is not null then 'provider' else 'temple' end;
  sentence text;
  step jsonb;
begin
  if refund = 0 or p.refund_status <> 'none' or p.status <> 'captured' then
    return p;
  end if;
  select * into subject from app_private.payment_subject(p);
  update public.payments x
     set refund_paise = refund,
         refund_status = case when p.method in ('razorpay', 'test') then 'pending' else 'due_from_payee' end
   where x.id = p.id
   returning * into p;
  if p.refund_status = 'pending' then
    perform app_private.enqueue_job('payment.refund', jsonb_build_object('payment_id', p.id));
    sentence := format('A refund of %s to the original payment method has started.',
                       app_private.format_rupees(refund));
    step := jsonb_build_object('step', 'refund_started', 'amount_paise', refund);
    perform app_private.notify(array[p.payer_id], 'refund_pending', 'Your refund is on its way',
      format('%s for %s. Your bank may take a few working days to show it.',
             app_private.format_rupees(refund), subject.title),
      subject.payer_link, jsonb_build_object('amount_paise', refund, 'title', subject.title));
  else
    sentence := format('%s is to be returned by the %s directly, as it was paid %s.',
                       app_private.format_rupees(refund), payee,
                       app_private.describe_payment_method(p.method));
    step := jsonb_build_object('step', 'refund_due', 'amount_paise', refund, 'payee', payee,
                               'method', p.method);
    perform app_private.notify(array[p.payer_id], 'refund_due', 'A refund is due to you',
      format('The %s will return %s for %s to you directly.', payee,
             app_private.format_rupees(refund), subject.title),
      subject.payer_link,
      jsonb_build_object('side', 'payer', 'payee', payee, 'amount_paise', refund, 'title', subject.title));
    perform app_private.notify(app_private.payment_payees(p), 'refund_due', 'Return a payment',
      format('Return %s to %s for %s, then mark it returned.', app_private.format_rupees(refund),
             subject.payer_name, subject.title),
      subject.payee_link,
      jsonb_build_object('side', 'payee', 'payer', subject.payer_name, 'amount_paise', refund,
                         'title', subject.title));
  end if;
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, actor, 'refund',
      concat_ws(' ', app_private.describe_refund_reason(reason, false), sentence),
      step || coalesce(reason, '{}'));
  end if;
  return p;
end
$$;

-- What a captured payment pays for, in the capturing transaction (the caller holds the locks):
-- a pending donation becomes paid with the temple's next receipt number and its receipt e-mail;
-- a booking records when and how it was paid. Money that arrives for something already paid,
-- or for a booking no longer going ahead, is refunded in full. `actor` is the person who
-- confirmed it, or null for a gateway (then the hosts are told).
create function app_private.settle_payment(p public.payments, actor uuid) returns public.payments
  language plpgsql set search_path = ''
as $$
declare
  b public.bookings;
  d public.donations;
begin
  if p.donation_id is not null then
    select * into d from public.donations x where x.id = p.donation_id;
    if d.status <> 'pending' then
      return app_private.begin_refund(p, p.amount_paise, actor, '{"reason": "already_paid"}');
    end if;
    update public.donations x
       set status = 'paid', paid_at = p.captured_at,
           receipt_number = app_private.next_receipt_number(x.temple_id, p.captured_at),
           receipt_issued_at = p.captured_at
     where x.id = d.id;
    perform app_private.enqueue_job('donation.receipt', jsonb_build_object('donation_id', d.id));
    return p;
  end if;
  if p.course_enrolment_id is not null then
    return app_private.settle_course_payment(p, actor);
  end if;
  select * into b from public.bookings x where x.id = p.booking_id;
  if b.paid_at is not null then
    return app_private.begin_refund(p, p.amount_paise, actor, '{"reason": "already_paid"}');
  end if;
  if b.status not in ('requested', 'confirmed', 'completed') then
    return app_private.begin_refund(p, p.amount_paise, actor,
      jsonb_build_object('reason', 'arrived_after', 'status', b.status));
  end if;
  update public.bookings x set paid_at = p.captured_at, payment_method = p.method
   where x.id = b.id returning * into b;
  perform app_private.add_payment_event(b.id, actor, 'payment',
    format('Paid %s %s.', app_private.format_rupees(p.amount_paise),
           app_private.describe_payment_method(p.method)),
    jsonb_build_object('step', 'paid', 'amount_paise', p.amount_paise, 'method', p.method));
  if actor is null then
    perform app_private.notify(app_private.host_users(b), 'payment_received', 'Payment received',
      format('%s for %s', app_private.format_rupees(p.amount_paise), b.title), '/bookings/' || b.id,
      jsonb_build_object('amount_paise', p.amount_paise, 'title', b.title));
  end if;
  return p;
end
$$;

-- A payment for a donation or a booking the payer owns, for the amount on that row. Opening the
-- checkout again returns the unfinished payment of the same method; a UPI transfer the payer
-- says they made blocks another method until the payee confirms it.
create function app_private.start_payment(purpose text, target uuid, payer uuid, method text)
  returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  b public.bookings;
  d public.donations;
  e public.course_enrolments;
  amount integer;
  payee_upi text;
  payee text;
  p public.payments;
begin
  if start_payment.method is null or start_payment.method not in ('razorpay', 'upi', 'test') then
    raise exception 'Pay by razorpay, upi or test'
      using errcode = '22023', hint = 'Cash is recorded by the provider after the visit.',
            detail = '{"code":"payment.bad_method"}';
  end if;
  if purpose = 'booking' then
    select * into b from public.bookings x
     where x.id = start_payment.target and x.devotee_id = start_payment.payer for update;
    if not found then
      raise exception 'Booking not found'
        using errcode = 'PT404', hint = 'Check the booking link.',
              detail = '{"code":"booking.not_found"}';
    end if;
    if b.is_sample then
      raise exception 'This is an example booking and cannot be paid'
using errcode = '22023', detail = '{"code":"payment.sample_booking"}';
    end if;
    if b.paid_at is not null then
      raise exception 'This booking is already paid'
using errcode = 'PT409', detail = '{"code":"payment.booking_paid"}';
    end if;
    if b.status not in ('requested', 'confirmed', 'completed') then
      raise exception 'This booking is %, so there is nothing to pay', b.status
        using errcode = 'PT409', hint = 'Book another time.',
              detail = json_build_object('code', 'payment.booking_not_payable', 'status', b.status)::text;
    end if;
    if not b.is_prepaid and b.status <> 'completed' then
      raise exception 'A home pooja is paid after the visit'
        using errcode = 'PT409',
              hint = 'Pay once the pujari marks it completed, or pay them in cash or by UPI on the day.',
              detail = '{"code":"payment.home_pooja_after_visit"}';
    end if;
    if b.price_paise = 0 then
      raise exception 'This booking is free: there is nothing to pay'
using errcode = 'PT409', detail = '{"code":"payment.booking_free"}';
    end if;
    amount := b.price_paise;
    select coalesce(pr.upi_id, t.upi_id), case when b.provider_id is not null then 'provider' else 'temple' end
      into payee_upi, payee
      from (select 1) one
      left join public.providers pr on pr.id = b.provider_id
      left join public.temples t on t.id = b.temple_id;
  elsif purpose = 'donation' then
    select * into d from public.donations x
     where x.id = start_payment.target and x.donor_id = start_payment.payer for update;
    if not found then
      raise exception 'Donation not found'
        using errcode = 'PT404', hint = 'Check the donation link.',
              detail = '{"code":"donation.not_found"}';
    end if;
    if d.is_sample then
      raise exception 'This is an example donation and cannot be paid'
using errcode = '22023', detail = '{"code":"payment.sample_donation"}';
    end if;
    if d.status <> 'pending' then
      raise exception 'This donation is already %', d.status
        using errcode = 'PT409',
              detail = json_build_object('code', 'payment.donation_in_status', 'status', d.status)::text;
    end if;
    if not app_private.is_listed_temple(d.temple_id) then
      raise exception 'This temple is not accepting donations right now'
        using errcode = 'PT409', hint = 'Try again once the temple is listed again.',
              detail = '{"code":"payment.temple_not_accepting"}';
    end if;
    amount := d.amount_paise;
    select t.upi_id, 'temple' into payee_upi, payee from public.temples t where t.id = d.temple_id;
  elsif purpose = 'course' then
    select * into e from public.course_enrolments x
     where x.id = start_payment.target and x.devotee_id = start_payment.payer for update;
    if not found then
      raise exception 'Enrolment not found'
        using errcode = 'PT404', hint = 'Enrol from the course page.',
              detail = '{"code":"payment.enrolment_not_found"}';
    end if;
    if e.status <> 'pending' or e.price_paise = 0
       or not exists (select 1 from public.courses c where c.id = e.course_id and c.status = 'published') then
      raise exception 'This enrolment has nothing to pay'
        using errcode = 'PT409', hint = 'Enrol again from the course page.',
              detail = '{"code":"payment.enrolment_not_payable"}';
    end if;
    amount := e.price_paise;
    select pr.upi_id, 'provider' into payee_upi, payee
      from public.courses c join public.providers pr on pr.id = c.provider_id where c.id = e.course_id;
  else
    raise exception 'purpose must be donation, booking or course'
using errcode = '22023', detail = '{"code":"payment.bad_purpose"}';
  end if;

  select * into p from public.payments x
   where (x.booking_id = start_payment.target or x.donation_id = start_payment.target
          or x.course_enrolment_id = start_payment.target)
     and x.status = 'awaiting_confirmation'
   order by x.created_at desc limit 1;
  if found then
    if p.method = start_payment.method then
      return p;
    end if;
    raise exception 'You said you paid this by UPI'
      using errcode = 'PT409', hint = format('Wait for the %s to confirm it, or ask them.', payee),
            detail = '{"code":"payment.upi_marked_sent"}';
  end if;
  select * into p from public.payments x
   where (x.booking_id = start_payment.target or x.donation_id = start_payment.target
          or x.course_enrolment_id = start_payment.target)
     and x.status = 'created' and x.method = start_payment.method
   order by x.created_at desc limit 1;
  if found then
    return p;
  end if;
  if start_payment.method = 'upi' and payee_upi is null then
    raise exception 'This % has not added a UPI ID yet', payee
      using errcode = 'PT409', hint = 'Pay online instead, or ask them to add a UPI ID.',
            detail = json_build_object('code', 'payment.no_upi_id', 'payee', payee)::text;
  end if;
  insert into public.payments (booking_id, donation_id, course_enrolment_id, payer_id, amount_paise, method)
  values (b.id, d.id, e.id, start_payment.payer, amount, start_payment.method)
  returning * into p;
  return p;
end
$$;

-- The gateway's order id for a payment, once; the same id again changes nothing.
create function app_private.attach_order(payment uuid, order_ref text) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  p public.payments := app_private.lock_payment(attach_order.payment);
  ref text := nullif(trim(attach_order.order_ref), '');
begin
  if p.id is null then
    raise exception 'Payment not found'
using errcode = 'PT404', detail = '{"code":"payment.not_found"}';
  end if;
  if ref is null or length(ref) > 200 then
    raise exception 'Give the gateway''s order id'
using errcode = '22023', detail = '{"code":"payment.order_id_required"}';
  end if;
  if p.order_ref = ref then
    return p;
  end if;
  if p.order_ref is not null then
    raise exception 'This payment already has an order'
      using errcode = 'PT409', hint = 'Start a new payment for a new order.',
            detail = '{"code":"payment.has_order"}';
  end if;
  if p.status <> 'created' then
    raise exception 'This payment is already %', p.status
      using errcode = 'PT409',
            detail = json_build_object('code', 'payment.already_in_status', 'status', p.status)::text;
  end if;
  begin
    update public.payments x set order_ref = ref where x.id = p.id returning * into p;
  exception when unique_violation then
    raise exception 'Another payment has this order id'
using errcode = 'PT409', detail = '{"code":"payment.order_id_taken"}';
  end;
  return p;
end
$$;

-- The gateway says the money arrived (checkout verification, webhook, test page). Idempotent:
-- a captured payment comes back unchanged, so a doubled webhook issues one receipt and one
-- e-mail. The amount must be the payment's own; a retry after a failure may still capture.
create function app_private.capture_payment(
  method text, order_ref text, gateway_payment_ref text, amount_paise integer
) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  p public.payments := app_private.lock_payment_by_order(capture_payment.method, capture_payment.order_ref);
begin
  if capture_payment.amount_paise is distinct from p.amount_paise then
    raise exception 'The amount paid does not match this payment'
      using errcode = '22023', hint = format('This payment is for %s paise.', p.amount_paise),
            detail = '{"code":"payment.amount_mismatch"}';
  end if;
  if p.status = 'captured' then
    return p;
  end if;
  update public.payments x
     set status = 'captured', captured_at = now(), failure_reason = null,
         gateway_payment_ref = coalesce(nullif(trim(capture_payment.gateway_payment_ref), ''),
                                        x.gateway_payment_ref)
   where x.id = p.id
   returning * into p;
  return app_private.settle_payment(p, null);
end
$$;

-- The gateway says the attempt failed. A captured payment is not touched (a late or reordered
-- webhook), nor is one already failed.
create function app_private.fail_payment(method text, order_ref text, reason text)
  returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  p public.payments := app_private.lock_payment_by_order(fail_payment.method, fail_payment.order_ref);
begin
  if p.status in ('captured', 'failed') then
    return p;
  end if;
  update public.payments x
     set status = 'failed',
         failure_reason = left(coalesce(nullif(trim(fail_payment.reason), ''), 'The payment failed'), 500)
   where x.id = p.id
   returning * into p;
  return p;
end
$$;

-- The gateway has returned a pending refund; a second report changes nothing.
create function app_private.refund_processed(payment uuid, refund_ref text) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  p public.payments := app_private.lock_payment(refund_processed.payment);
  subject record;
begin
  if p.id is null then
    raise exception 'Payment not found'
using errcode = 'PT404', detail = '{"code":"payment.not_found"}';
  end if;
  if p.refund_status = 'processed' then
    return p;
  end if;
  if p.refund_status <> 'pending' then
    raise exception 'This payment has no refund in progress'
using errcode = 'PT409', detail = '{"code":"payment.no_refund_in_progress"}';
  end if;
  update public.payments x
     set refund_status = 'processed', refunded_at = now(),
         refund_ref = nullif(trim(refund_processed.refund_ref), '')
   where x.id = p.id
   returning * into p;
  select * into subject from app_private.payment_subject(p);
  perform app_private.notify(array[p.payer_id], 'refund_processed', 'Your refund was processed',
    format('%s for %s. Your bank may take a few working days to show it.',
           app_private.format_rupees(p.refund_paise), subject.title),
    subject.payer_link, jsonb_build_object('amount_paise', p.refund_paise, 'title', subject.title));
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, null, 'refund',
      format('The refund of %s was processed.', app_private.format_rupees(p.refund_paise)),
      jsonb_build_object('step', 'refund_processed', 'amount_paise', p.refund_paise));
  end if;
  return p;
end
$$;

-- Who may see a payment at all: its payer and its payee; anyone else gets PT404.
create function app_private.require_visible_payment(target uuid) returns public.payments
  language plpgsql set search_path = ''
as $$
declare
  p public.payments := app_private.lock_payment(target);
begin
  if p.id is null or not (p.payer_id = auth.uid() or app_private.manages_host(p.provider_id, p.temple_id)) then
    raise exception 'Payment not found'
      using errcode = 'PT404', hint = 'Check the payment link.',
            detail = '{"code":"payment.not_found"}';
  end if;
  return p;
end
$$;

create function app_private.require_payee(p public.payments) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if not app_private.manages_host(p.provider_id, p.temple_id) then
    raise exception 'Only the % who received the money can do this',
                    case when p.provider_id is not null then 'provider' else 'temple' end
      using errcode = '42501', hint = 'Ask them to do it from their dashboard.',
            detail = json_build_object('code', 'payment.payee_only', 'payee', case when p.provider_id is not null then 'provider' else 'temple' end)::text;
  end if;
end
$$;

-- The payer says the UPI transfer was sent, with its reference: the payment awaits the payee, who
-- is asked to confirm it. Typing the reference again corrects it.
create function public.mark_upi_sent(payment uuid, upi_reference text) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  p public.payments := app_private.require_visible_payment(mark_upi_sent.payment);
  ref text := regexp_replace(coalesce(mark_upi_sent.upi_reference, ''), '\s', '', 'g');
  subject record;
  was public.payment_status := p.status;
begin
  if p.payer_id <> uid then
    raise exception 'Only the payer can say the money was sent'
      using errcode = '42501', hint = 'Confirm the payment once it reaches your account.',
            detail = '{"code":"payment.payer_only"}';
  end if;
  if p.method <> 'upi' then
    raise exception 'This is not a UPI payment'
using errcode = 'PT409', detail = '{"code":"payment.not_upi"}';
  end if;
  if p.status not in ('created', 'awaiting_confirmation') then
    raise exception 'This payment is already %', p.status
      using errcode = 'PT409',
            detail = json_build_object('code', 'payment.already_in_status', 'status', p.status)::text;
  end if;
  if ref !~ '^[A-Za-z0-9]{6,40}$' then
    raise exception 'Type the UPI reference your app showed'
      using errcode = '22023', hint = 'It is the UTR or transaction id, 6 to 40 letters and digits, usually 12 digits.',
            detail = '{"code":"payment.upi_reference_required"}';
  end if;
  if p.upi_reference = ref then
    return p;
  end if;
  update public.payments x set status = 'awaiting_confirmation', upi_reference = ref
   where x.id = p.id returning * into p;
  select * into subject from app_private.payment_subject(p);
  perform app_private.notify(app_private.payment_payees(p), 'upi_payment_sent', 'Confirm a UPI payment',
    format('%s says they paid %s by UPI for %s (reference %s). Confirm it once it is in your account.',
           subject.payer_name, app_private.format_rupees(p.amount_paise), subject.title, ref),
    subject.payee_link,
    jsonb_build_object('payer', subject.payer_name, 'amount_paise', p.amount_paise,
                       'title', subject.title, 'reference', ref));
  if p.booking_id is not null and was = 'created' then
    perform app_private.add_payment_event(p.booking_id, uid, 'payment',
      format('The devotee says they paid %s by UPI.', app_private.format_rupees(p.amount_paise)),
      jsonb_build_object('step', 'upi_sent', 'amount_paise', p.amount_paise));
  end if;
  return p;
end
$$;

-- The payee confirms a UPI transfer reached them: the payment is captured, with everything a
-- gateway's capture brings (a donation's receipt, a booking's paid time). Confirming twice
-- changes nothing.
create function public.confirm_upi_payment(payment uuid) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  p public.payments := app_private.require_visible_payment(confirm_upi_payment.payment);
  subject record;
begin
  perform app_private.require_payee(p);
  if p.method <> 'upi' then
    raise exception 'This is not a UPI payment'
using errcode = 'PT409', detail = '{"code":"payment.not_upi"}';
  end if;
  if p.status = 'captured' then
    return p;
  end if;
  if p.status not in ('created', 'awaiting_confirmation') then
    raise exception 'This payment is %', p.status
      using errcode = 'PT409',
            detail = json_build_object('code', 'payment.in_status', 'status', p.status)::text;
  end if;
  update public.payments x set status = 'captured', captured_at = now()
   where x.id = p.id returning * into p;
  p := app_private.settle_payment(p, uid);
  select * into subject from app_private.payment_subject(p);
  perform app_private.notify(array[p.payer_id], 'payment_confirmed', 'Your UPI payment was confirmed',
    format('%s for %s', app_private.format_rupees(p.amount_paise), subject.title), subject.payer_link,
    jsonb_build_object('amount_paise', p.amount_paise, 'title', subject.title));
  return p;
end
$$;

-- The provider of a completed home pooja records that the devotee paid on the day, in cash or
-- by UPI: a captured payment and the booking's paid time.
create function public.mark_paid_after_visit(booking uuid, method text) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  b public.bookings := app_private.lock_booking(mark_paid_after_visit.booking);
  p public.payments;
begin
  if not app_private.manages_host(b.provider_id, b.temple_id) then
    raise exception 'Only the provider can record a payment after the visit'
      using errcode = '42501', hint = 'Pay online from the booking page instead.',
            detail = '{"code":"payment.provider_records"}';
  end if;
  if mark_paid_after_visit.method is null or mark_paid_after_visit.method not in ('cash', 'upi') then
    raise exception 'Record a payment in cash or by UPI'
using errcode = '22023', detail = '{"code":"payment.bad_offline_method"}';
  end if;
  if b.is_prepaid then
    raise exception 'This booking is paid online when it is booked'
      using errcode = 'PT409', hint = 'Only a home pooja is paid after the visit.',
            detail = '{"code":"payment.paid_online"}';
  end if;
  if b.status <> 'completed' then
    raise exception 'Mark the pooja completed first'
      using errcode = 'PT409', hint = 'A home pooja is paid after the visit.',
            detail = '{"code":"payment.complete_first"}';
  end if;
  if b.paid_at is not null then
    raise exception 'This booking is already paid'
using errcode = 'PT409', detail = '{"code":"payment.booking_paid"}';
  end if;
  if b.price_paise = 0 then
    raise exception 'This booking is free: there is nothing to pay'
using errcode = 'PT409', detail = '{"code":"payment.booking_free"}';
  end if;
  insert into public.payments (booking_id, payer_id, amount_paise, method, status, captured_at)
  values (b.id, b.devotee_id, b.price_paise, mark_paid_after_visit.method, 'captured', now())
  returning * into p;
  return app_private.settle_payment(p, uid);
end
$$;

-- The payee says they returned a refund that was theirs to return (a UPI or cash payment).
create function public.confirm_refund_returned(payment uuid) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  p public.payments := app_private.require_visible_payment(confirm_refund_returned.payment);
  subject record;
  payee text := case when p.provider_id is not null then 'provider' else 'temple' end;
begin
  perform app_private.require_payee(p);
  if p.refund_status = 'returned' then
    return p;
  end if;
  if p.refund_status <> 'due_from_payee' then
    raise exception 'No refund is due from you on this payment'
using errcode = 'PT409', detail = '{"code":"payment.no_refund_due"}';
  end if;
  update public.payments x set refund_status = 'returned', refunded_at = now()
   where x.id = p.id returning * into p;
  select * into subject from app_private.payment_subject(p);
  perform app_private.notify(array[p.payer_id], 'refund_returned', 'Your refund was returned',
    format('The %s says they returned %s for %s. Tell them if it has not reached you.', payee,
           app_private.format_rupees(p.refund_paise), subject.title),
    subject.payer_link,
    jsonb_build_object('payee', payee, 'amount_paise', p.refund_paise, 'title', subject.title));
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, uid, 'refund',
      format('The %s says they returned %s.', payee, app_private.format_rupees(p.refund_paise)),
      jsonb_build_object('step', 'refund_returned', 'amount_paise', p.refund_paise, 'payee', payee));
  end if;
  return p;
end
$$;

-- A paid booking that ends without taking place refunds its payment: a cancellation the share
-- cancel_booking computed under the offering's rule (bookings.refundable_paise), a declined or
-- expired request all of it. The timeline says how the money comes back, or that none does.
create function app_private.refund_ended_booking() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  b public.bookings;
  p public.payments;
  refund integer;
begin
  select * into b from public.bookings x where x.id = new.booking_id;
  for p in select * from public.payments x
            where x.booking_id = b.id and x.status = 'captured' and x.refund_status = 'none'
            for update loop
    refund := case when new.status = 'cancelled'
                   then least(coalesce(b.refundable_paise, p.amount_paise), p.amount_paise)
                   else p.amount_paise end;
    if refund = 0 then
      perform app_private.add_payment_event(b.id, new.actor_id, 'refund',
        format('No refund: the cancellation rule keeps the full %s.', app_private.format_rupees(p.amount_paise)),
        jsonb_build_object('step', 'no_refund', 'amount_paise', p.amount_paise));
    else
      perform app_private.begin_refund(p, refund, new.actor_id, null);
    end if;
  end loop;
  return null;
end
$$;

-- /earnings: a provider's money by the month (India) of the booking: what devotees paid less
-- refunds (earned), and completed bookings nobody has paid yet (unpaid).
create function public.provider_earnings(provider_id uuid)
  returns table (
    month date, earned_paise bigint, paid_count bigint, unpaid_paise bigint, unpaid_count bigint
  )
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  if not app_private.owns_provider(provider_earnings.provider_id) then
    raise exception 'Provider not found'
      using errcode = 'PT404', hint = 'Check you own this profile.',
            detail = '{"code":"provider.not_found"}';
  end if;
  return query
    select date_trunc('month', lower(b.slot) at time zone 'Asia/Kolkata')::date,
           coalesce(sum(p.kept), 0)::bigint,
           count(*) filter (where b.paid_at is not null),
           coalesce(sum(b.price_paise) filter (where b.paid_at is null and b.status = 'completed'), 0)::bigint,
           count(*) filter (where b.paid_at is null and b.status = 'completed')
      from public.bookings b
      left join lateral (
        select sum(x.amount_paise - x.refund_paise) as kept
          from public.payments x where x.booking_id = b.id and x.status = 'captured'
      ) p on true
     where b.provider_id = provider_earnings.provider_id
       and (b.paid_at is not null or b.status = 'completed' or p.kept is not null)
     group by 1
     order by 1 desc;
end
$$;

-- The payee looked and a reported UPI transfer is not in their account: the payment fails, the
-- payer is told to check with their bank and pay again, and the booking's timeline says so.
create function public.report_upi_not_received(payment uuid) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  p public.payments := app_private.require_visible_payment(report_upi_not_received.payment);
  subject record;
begin
  perform app_private.require_payee(p);
  if p.status <> 'awaiting_confirmation' then
    raise exception 'Only a UPI payment waiting for your confirmation can be marked not received'
      using errcode = 'PT409', hint = format('This payment is %s.', p.status),
            detail = '{"code":"payment.not_awaiting_confirmation"}';
  end if;
  update public.payments x
     set status = 'failed', failure_reason = 'The payee did not receive the UPI transfer'
   where x.id = p.id returning * into p;
  select * into subject from app_private.payment_subject(p);
  perform app_private.notify(array[p.payer_id], 'upi_payment_not_received',
    'Your UPI payment was not received',
    format('The payee has not received %s for %s (reference %s). Check with your bank, then pay again.',
           app_private.format_rupees(p.amount_paise), subject.title, p.upi_reference),
    subject.payer_link,
    jsonb_build_object('amount_paise', p.amount_paise, 'title', subject.title,
                       'reference', p.upi_reference));
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, uid, 'payment',
      format('The UPI payment of %s (reference %s) was not received.',
             app_private.format_rupees(p.amount_paise), p.upi_reference),
      jsonb_build_object('step', 'upi_not_received', 'amount_paise', p.amount_paise,
                         'reference', p.upi_reference));
  end if;
  return p;
end
$$;

-- Why money is returned unasked, in English, from the reason begin_refund is given:
-- {"reason": "already_paid"} or {"reason": "arrived_after", "status": "cancelled"}.
create function app_private.describe_refund_reason(reason jsonb, is_donation boolean) returns text
  language sql immutable set search_path = ''
as $$
  select case reason ->> 'reason'
    when 'already_paid' then
      case when is_donation then 'This donation was already paid.' else 'This booking was already paid.' end
    when 'arrived_after' then format('The payment arrived after the booking was %s.', reason ->> 'status')
  end
$$;

-- Triggers ----------------------------------------------------------------------------------

create trigger donations_touch_updated_at before update on public.donations
  for each row execute function app_private.touch_updated_at();

create trigger payments_touch_updated_at before update on public.payments
  for each row execute function app_private.touch_updated_at();

create trigger donations_count_paid
  after insert or update of status or delete on public.donations
  for each row execute function app_private.count_paid_donation();

create trigger temples_fill_receipt_prefix
  before insert or update of receipt_prefix on public.temples
  for each row execute function app_private.fill_receipt_prefix();

create trigger bookings_fill_is_prepaid
  before insert on public.bookings
  for each row execute function app_private.fill_booking_is_prepaid();

create trigger payments_fill_payee
  before insert or update of booking_id, donation_id, course_enrolment_id on public.payments
  for each row execute function app_private.fill_payment_payee();

create trigger booking_events_refund_payment after insert on public.booking_events
  for each row when (new.kind = 'status' and new.status in ('cancelled', 'declined', 'expired'))
  execute function app_private.refund_ended_booking();

-- Execute --------------------------------------------------------------------------------

-- Who may call each function, by name: revoked from every role first, since the default
-- privileges of a Supabase project grant execute on new functions to the API roles.

revoke execute on function
  app_private.count_paid_donation(),
  app_private.default_receipt_prefix(text),
  app_private.fill_receipt_prefix(),
  app_private.is_prepaid_kind(public.offering_kind),
  app_private.fill_booking_is_prepaid(),
  app_private.fill_payment_payee(),
  app_private.describe_payment_method(text),
  app_private.payment_payees(public.payments),
  app_private.payment_subject(public.payments),
  app_private.add_payment_event(uuid, uuid, text, text, jsonb),
  app_private.lock_payment(uuid),
  app_private.lock_payment_by_order(text, text),
  app_private.begin_refund(public.payments, integer, uuid, jsonb),
  app_private.settle_payment(public.payments, uuid),
  app_private.require_visible_payment(uuid),
  app_private.require_payee(public.payments),
  app_private.refund_ended_booking(),
  app_private.describe_refund_reason(jsonb, boolean)
  from public, anon, authenticated, service_role;

revoke execute on function
  public.record_donation(uuid, integer, boolean, text, text, text),
  public.temple_donation_totals(uuid),
  public.mark_upi_sent(uuid, text),
  public.confirm_upi_payment(uuid),
  public.mark_paid_after_visit(uuid, text),
  public.confirm_refund_returned(uuid),
  public.provider_earnings(uuid),
  public.report_upi_not_received(uuid)
  from public, anon, authenticated, service_role;

grant execute on function
  public.record_donation(uuid, integer, boolean, text, text, text),
  public.temple_donation_totals(uuid),
  public.mark_upi_sent(uuid, text),
  public.confirm_upi_payment(uuid),
  public.mark_paid_after_visit(uuid, text),
  public.confirm_refund_returned(uuid),
  public.provider_earnings(uuid),
  public.report_upi_not_received(uuid)
  to authenticated, service_role;

revoke execute on function
  app_private.format_rupees(bigint),
  app_private.financial_year(timestamp with time zone),
  app_private.next_receipt_number(uuid, timestamp with time zone),
  app_private.start_payment(text, uuid, uuid, text),
  app_private.attach_order(uuid, text),
  app_private.capture_payment(text, text, text, integer),
  app_private.fail_payment(text, text, text),
  app_private.refund_processed(uuid, text)
  from public, anon, authenticated, service_role;

grant execute on function
  app_private.format_rupees(bigint),
  app_private.financial_year(timestamp with time zone),
  app_private.next_receipt_number(uuid, timestamp with time zone),
  app_private.start_payment(text, uuid, uuid, text),
  app_private.attach_order(uuid, text),
  app_private.capture_payment(text, text, text, integer),
  app_private.fail_payment(text, text, text),
  app_private.refund_processed(uuid, text)
  to service_role;

-- Access ---------------------------------------------------------------------------------

-- Table by table: row-level security, then grants (which columns a role may touch at all),
-- then policies (which rows). service_role bypasses row-level security.

-- donations: the donor and the receiving temple read them; made through record_donation.
alter table public.donations enable row level security;
revoke all on public.donations from public, anon, authenticated, service_role;
grant select on public.donations to authenticated;
grant select, insert, update, delete on public.donations to service_role;
create policy "Donors and the temple read donations" on public.donations
  for select to authenticated
  using (donor_id = (select auth.uid()) or app_private.administers_temple(temple_id));

-- payments: the payer reads theirs; written by the payment integration (service role) only.
alter table public.payments enable row level security;
revoke all on public.payments from public, anon, authenticated, service_role;
grant select on public.payments to authenticated;
grant select, insert, update, delete on public.payments to service_role;
create policy "Payers and payees read payments" on public.payments
  for select to authenticated
  using (payer_id = (select auth.uid()) or app_private.manages_host(provider_id, temple_id));
-- Realtime: a payee's payments to confirm list a payment as the payer reports it.
alter publication supabase_realtime add table public.payments;

alter table public.receipt_counters enable row level security;
revoke all on public.receipt_counters from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.receipt_counters to service_role;
