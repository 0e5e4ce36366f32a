-- Money moves: payments by Razorpay, direct UPI, the test gateway or cash, each tied to one order; paid donations get gap-free receipt numbers per temple and financial year; bookings record when they were paid.
--
-- The server's payments module calls the app_private functions below as the database owner, each
-- in one transaction; people call the rpcs in ..._payment_rpcs.sql. Refusals:
--   22023 bad input (wrong amount, unknown method)   PT404 no such payment, booking or donation
--   PT409 wrong state (already paid, cancelled)       42501 not the person who may do this

-- ---------------------------------------------------------------------------------------------
-- Columns
-- ---------------------------------------------------------------------------------------------

-- payments: `gateway` becomes `method` (how the money came), `gateway_ref` splits into the
-- gateway's order id (`order_ref`, one payment per order) and its payment id.
alter table public.payments drop constraint payments_gateway_ref_key;
alter table public.payments drop constraint payments_gateway_check;
alter table public.payments rename column gateway to method;
alter table public.payments drop column gateway_ref;
alter table public.payments
  add constraint payments_method_check check (method in ('razorpay', 'upi', 'test', 'cash')),
  -- Who receives the money, copied from the booking or donation (a trigger), for the payee's
  -- policy and dashboard.
  add column provider_id uuid references public.providers (id) on delete cascade,
  add column temple_id uuid references public.temples (id) on delete cascade,
  add column order_ref text check (length(order_ref) between 1 and 200),
  add column gateway_payment_ref text check (length(gateway_payment_ref) between 1 and 200),
  -- The UTR the payer types after a direct UPI transfer.
  add column upi_reference text check (upi_reference ~ '^[A-Za-z0-9]{6,40}$'),
  add column captured_at timestamptz,
  add column failure_reason text check (length(failure_reason) <= 500),
  add column refund_status text not null default 'none'
    check (refund_status in ('none', 'pending', 'processed', 'due_from_payee', 'returned')),
  add column refund_paise integer not null default 0,
  add column refund_ref text check (length(refund_ref) <= 200),
  add column refunded_at timestamptz,
  add constraint payments_order_ref_key unique (method, order_ref),
  add constraint payments_captured check ((status = 'captured') = (captured_at is not null)),
  add constraint payments_refund_amount check (refund_paise between 0 and amount_paise),
  -- Only money received is refunded; 'none' exactly when nothing is to be returned.
  add constraint payments_refund_state check (
    (refund_status = 'none') = (refund_paise = 0) and (refund_status = 'none' or status = 'captured')
  ),
  add constraint payments_refunded_at check (
    (refunded_at is not null) = (refund_status in ('processed', 'returned'))
  ),
  add constraint payments_upi_reference_method check (upi_reference is null or method = 'upi');
-- The payee's dashboards: payments to a provider or a temple, newest first.
create index payments_provider_idx on public.payments (provider_id, created_at desc) where provider_id is not null;
create index payments_temple_idx on public.payments (temple_id, created_at desc) where temple_id is not null;
-- The gateway's refund webhook names its payment id.
create index payments_gateway_payment_ref_idx on public.payments (gateway_payment_ref)
  where gateway_payment_ref is not null;

-- donations: the receipt number, issued when the payment is captured.
alter table public.donations
  add column receipt_number text check (length(receipt_number) <= 40),
  add column receipt_issued_at timestamptz,
  add constraint donations_receipt_number_key unique (temple_id, receipt_number),
  add constraint donations_receipt_whole check ((receipt_number is null) = (receipt_issued_at is null));

-- temples: what a receipt prints. The prefix starts each receipt number (SKV/2026-27/000001).
alter table public.temples
  add column registration_number text check (length(registration_number) <= 100),
  add column eighty_g_number text check (length(eighty_g_number) <= 100),
  add column eighty_g_valid_until date,
  add column receipt_prefix text check (receipt_prefix ~ '^[A-Z0-9]{1,10}$');
grant insert (registration_number, eighty_g_number, eighty_g_valid_until, receipt_prefix)
  on public.temples to authenticated;
grant update (registration_number, eighty_g_number, eighty_g_valid_until, receipt_prefix)
  on public.temples to authenticated;

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
create trigger temples_fill_receipt_prefix
  before insert or update of receipt_prefix on public.temples
  for each row execute function app_private.fill_receipt_prefix();
update public.temples set receipt_prefix = null;
alter table public.temples alter column receipt_prefix set not null;

-- Which offerings are paid when booked: all but a home pooja, paid after the visit. A booking
-- keeps the answer (its offering may be withdrawn later) and records when and how it was paid.
create function app_private.is_prepaid_kind(kind public.offering_kind) returns boolean
  language sql immutable set search_path = ''
as $$
  select kind <> 'home_pooja'
$$;

alter table public.bookings
  add column is_prepaid boolean not null default true,
  add column paid_at timestamptz,
  add column payment_method text check (payment_method in ('razorpay', 'upi', 'test', 'cash')),
  add constraint bookings_paid_whole check ((paid_at is null) = (payment_method is null));
update public.bookings b set is_prepaid = app_private.is_prepaid_kind(o.kind)
  from public.offerings o where o.id = b.offering_id;

create function app_private.fill_booking_is_prepaid() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  select app_private.is_prepaid_kind(o.kind) into new.is_prepaid
    from public.offerings o where o.id = new.offering_id;
  return new;
end
$$;
create trigger bookings_fill_is_prepaid
  before insert on public.bookings
  for each row execute function app_private.fill_booking_is_prepaid();

-- booking_events: besides status steps, the timeline records payments and refunds. Only status
-- steps send the booking e-mails.
alter table public.booking_events
  add column kind text not null default 'status' check (kind in ('status', 'payment', 'refund'));
drop trigger booking_events_enqueue_jobs on public.booking_events;
create trigger booking_events_enqueue_jobs after insert on public.booking_events
  for each row when (new.kind = 'status') execute function app_private.enqueue_booking_event_jobs();

-- Receipt counters: the last number per temple per financial year, a row locked by the capturing
-- transaction, so concurrent captures queue and a rolled-back capture gives its number back.
create table public.receipt_counters (
  temple_id uuid not null references public.temples (id) on delete cascade,
  financial_year text not null check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_number integer not null check (last_number > 0),
  updated_at timestamptz not null default now(),
  primary key (temple_id, financial_year)
);
alter table public.receipt_counters enable row level security;
revoke all on table public.receipt_counters from public, anon, authenticated, service_role;
grant select, insert, update, delete on table public.receipt_counters to service_role;

-- ---------------------------------------------------------------------------------------------
-- Who reads payments: the payer, and the payee (the provider's owner or the temple's admins).
-- Nobody writes them but these functions and the service role.
-- ---------------------------------------------------------------------------------------------

create function app_private.fill_payment_payee() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if new.booking_id is not null then
    select b.provider_id, b.temple_id into new.provider_id, new.temple_id
      from public.bookings b where b.id = new.booking_id;
  else
    select null, d.temple_id into new.provider_id, new.temple_id
      from public.donations d where d.id = new.donation_id;
  end if;
  return new;
end
$$;
create trigger payments_fill_payee
  before insert or update of booking_id, donation_id on public.payments
  for each row execute function app_private.fill_payment_payee();

drop policy "Payers read their payments" on public.payments;
create policy "Payers and payees read payments" on public.payments
  for select to authenticated
  using (payer_id = (select auth.uid()) or app_private.manages_host(provider_id, temple_id));

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

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
  select coalesce(b.title, s.title, ''),
         coalesce(nullif(b.devotee_name, ''), nullif(d.donor_name, ''), 'A devotee'),
         case when p.booking_id is not null then '/bookings/' || p.booking_id else '/pray' end,
         case when p.booking_id is not null then '/bookings/' || p.booking_id else '/temple-admin/donations' end
    from (select 1) one
    left join public.bookings b on b.id = p.booking_id
    left join public.donations d on d.id = p.donation_id
    left join public.seva_programs s on s.id = d.seva_program_id
$$;

-- A payment or refund step on a booking's timeline (no e-mail: only status steps send one).
create function app_private.add_payment_event(booking_id uuid, actor uuid, kind text, note text)
  returns void
  language sql set search_path = ''
as $$
  insert into public.booking_events (booking_id, status, actor_id, note, kind)
  select b.id, b.status, add_payment_event.actor, add_payment_event.note, add_payment_event.kind
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
      using errcode = 'PT404', hint = 'Check the order id: attach_order records it when the order is made.';
  end if;
  return app_private.lock_payment(target);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Receipt numbers
-- ---------------------------------------------------------------------------------------------

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
    raise exception 'Temple not found' using errcode = 'PT404';
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

-- ---------------------------------------------------------------------------------------------
-- Captures and refunds
-- ---------------------------------------------------------------------------------------------

-- Starts returning `amount` of a captured payment: the gateway refunds razorpay and test
-- payments (a payment.refund job), the payee returns upi and cash ones themselves
-- (due_from_payee). The booking's timeline says which, and both sides are told. A payment whose
-- refund has already begun, or nothing to return, is left as it is.
create function app_private.begin_refund(p public.payments, amount integer, actor uuid, why text)
  returns public.payments
  language plpgsql set search_path = ''
as $$
declare
  subject record;
  refund integer := least(greatest(coalesce(amount, 0), 0), p.amount_paise);
  payee text := case when p.provider_id is not null then 'provider' else 'temple' end;
  sentence text;
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
    perform app_private.notify(array[p.payer_id], 'refund_pending', 'Your refund is on its way',
      format('%s for %s. Your bank may take a few working days to show it.',
             app_private.format_rupees(refund), subject.title),
      subject.payer_link);
  else
    sentence := format('%s is to be returned by the %s directly, as it was paid %s.',
                       app_private.format_rupees(refund), payee,
                       app_private.describe_payment_method(p.method));
    perform app_private.notify(array[p.payer_id], 'refund_due', 'A refund is due to you',
      format('The %s will return %s for %s to you directly.', payee,
             app_private.format_rupees(refund), subject.title),
      subject.payer_link);
    perform app_private.notify(app_private.payment_payees(p), 'refund_due', 'Return a payment',
      format('Return %s to %s for %s, then mark it returned.', app_private.format_rupees(refund),
             subject.payer_name, subject.title),
      subject.payee_link);
  end if;
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, actor, 'refund',
                                          concat_ws(' ', why, sentence));
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
      return app_private.begin_refund(p, p.amount_paise, actor, 'This donation was already paid.');
    end if;
    update public.donations x
       set status = 'paid', paid_at = p.captured_at,
           receipt_number = app_private.next_receipt_number(x.temple_id, p.captured_at),
           receipt_issued_at = p.captured_at
     where x.id = d.id;
    perform app_private.enqueue_job('donation.receipt', jsonb_build_object('donation_id', d.id));
    return p;
  end if;
  select * into b from public.bookings x where x.id = p.booking_id;
  if b.paid_at is not null then
    return app_private.begin_refund(p, p.amount_paise, actor, 'This booking was already paid.');
  end if;
  if b.status not in ('requested', 'confirmed', 'completed') then
    return app_private.begin_refund(p, p.amount_paise, actor,
                                    format('The payment arrived after the booking was %s.', b.status));
  end if;
  update public.bookings x set paid_at = p.captured_at, payment_method = p.method
   where x.id = b.id returning * into b;
  perform app_private.add_payment_event(b.id, actor, 'payment',
    format('Paid %s %s.', app_private.format_rupees(p.amount_paise),
           app_private.describe_payment_method(p.method)));
  if actor is null then
    perform app_private.notify(app_private.host_users(b), 'payment_received', 'Payment received',
      format('%s for %s', app_private.format_rupees(p.amount_paise), b.title), '/bookings/' || b.id);
  end if;
  return p;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- The server's payment steps (app_private: not exposed through the data API)
-- ---------------------------------------------------------------------------------------------

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
  amount integer;
  payee_upi text;
  payee text;
  p public.payments;
begin
  if start_payment.method is null or start_payment.method not in ('razorpay', 'upi', 'test') then
    raise exception 'Pay by razorpay, upi or test'
      using errcode = '22023', hint = 'Cash is recorded by the provider after the visit.';
  end if;
  if purpose = 'booking' then
    select * into b from public.bookings x
     where x.id = start_payment.target and x.devotee_id = start_payment.payer for update;
    if not found then
      raise exception 'Booking not found' using errcode = 'PT404', hint = 'Check the booking link.';
    end if;
    if b.is_sample then
      raise exception 'This is an example booking and cannot be paid' using errcode = '22023';
    end if;
    if b.paid_at is not null then
      raise exception 'This booking is already paid' using errcode = 'PT409';
    end if;
    if b.status not in ('requested', 'confirmed', 'completed') then
      raise exception 'This booking is %, so there is nothing to pay', b.status
        using errcode = 'PT409', hint = 'Book another time.';
    end if;
    if not b.is_prepaid and b.status <> 'completed' then
      raise exception 'A home pooja is paid after the visit'
        using errcode = 'PT409',
              hint = 'Pay once the pujari marks it completed, or pay them in cash or by UPI on the day.';
    end if;
    if b.price_paise = 0 then
      raise exception 'This booking is free: there is nothing to pay' using errcode = 'PT409';
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
      raise exception 'Donation not found' using errcode = 'PT404', hint = 'Check the donation link.';
    end if;
    if d.is_sample then
      raise exception 'This is an example donation and cannot be paid' using errcode = '22023';
    end if;
    if d.status <> 'pending' then
      raise exception 'This donation is already %', d.status using errcode = 'PT409';
    end if;
    if not app_private.is_listed_temple(d.temple_id) then
      raise exception 'This temple is not accepting donations right now'
        using errcode = 'PT409', hint = 'Try again once the temple is listed again.';
    end if;
    amount := d.amount_paise;
    select t.upi_id, 'temple' into payee_upi, payee from public.temples t where t.id = d.temple_id;
  else
    raise exception 'purpose must be donation or booking' using errcode = '22023';
  end if;

  select * into p from public.payments x
   where (x.booking_id = start_payment.target or x.donation_id = start_payment.target)
     and x.status = 'awaiting_confirmation'
   order by x.created_at desc limit 1;
  if found then
    if p.method = start_payment.method then
      return p;
    end if;
    raise exception 'You said you paid this by UPI'
      using errcode = 'PT409', hint = format('Wait for the %s to confirm it, or ask them.', payee);
  end if;
  select * into p from public.payments x
   where (x.booking_id = start_payment.target or x.donation_id = start_payment.target)
     and x.status = 'created' and x.method = start_payment.method
   order by x.created_at desc limit 1;
  if found then
    return p;
  end if;
  if start_payment.method = 'upi' and payee_upi is null then
    raise exception 'This % has not added a UPI ID yet', payee
      using errcode = 'PT409', hint = 'Pay online instead, or ask them to add a UPI ID.';
  end if;
  insert into public.payments (booking_id, donation_id, payer_id, amount_paise, method)
  values (b.id, d.id, start_payment.payer, amount, start_payment.method)
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
    raise exception 'Payment not found' using errcode = 'PT404';
  end if;
  if ref is null or length(ref) > 200 then
    raise exception 'Give the gateway''s order id' using errcode = '22023';
  end if;
  if p.order_ref = ref then
    return p;
  end if;
  if p.order_ref is not null then
    raise exception 'This payment already has an order'
      using errcode = 'PT409', hint = 'Start a new payment for a new order.';
  end if;
  if p.status <> 'created' then
    raise exception 'This payment is already %', p.status using errcode = 'PT409';
  end if;
  begin
    update public.payments x set order_ref = ref where x.id = p.id returning * into p;
  exception when unique_violation then
    raise exception 'Another payment has this order id' using errcode = 'PT409';
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
      using errcode = '22023', hint = format('This payment is for %s paise.', p.amount_paise);
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
    raise exception 'Payment not found' using errcode = 'PT404';
  end if;
  if p.refund_status = 'processed' then
    return p;
  end if;
  if p.refund_status <> 'pending' then
    raise exception 'This payment has no refund in progress' using errcode = 'PT409';
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
    subject.payer_link);
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, null, 'refund',
      format('The refund of %s was processed.', app_private.format_rupees(p.refund_paise)));
  end if;
  return p;
end
$$;

revoke execute on function
  app_private.default_receipt_prefix(text), app_private.fill_receipt_prefix(),
  app_private.is_prepaid_kind(public.offering_kind), app_private.fill_booking_is_prepaid(),
  app_private.fill_payment_payee(), app_private.format_rupees(bigint),
  app_private.describe_payment_method(text), app_private.financial_year(timestamptz),
  app_private.payment_payees(public.payments), app_private.payment_subject(public.payments),
  app_private.add_payment_event(uuid, uuid, text, text), app_private.lock_payment(uuid),
  app_private.lock_payment_by_order(text, text), app_private.next_receipt_number(uuid, timestamptz),
  app_private.begin_refund(public.payments, integer, uuid, text),
  app_private.settle_payment(public.payments, uuid),
  app_private.start_payment(text, uuid, uuid, text), app_private.attach_order(uuid, text),
  app_private.capture_payment(text, text, text, integer), app_private.fail_payment(text, text, text),
  app_private.refund_processed(uuid, text)
  from public, anon, authenticated;
grant execute on function
  app_private.financial_year(timestamptz), app_private.format_rupees(bigint),
  app_private.next_receipt_number(uuid, timestamptz),
  app_private.start_payment(text, uuid, uuid, text), app_private.attach_order(uuid, text),
  app_private.capture_payment(text, text, text, integer), app_private.fail_payment(text, text, text),
  app_private.refund_processed(uuid, text)
  to service_role;
