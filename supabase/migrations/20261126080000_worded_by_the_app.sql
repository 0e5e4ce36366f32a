-- Notifications and payment steps carry what they say as data (kind plus params), so the app words them in the reader's language; the English sentences stay for any other reader.
--
-- Notifications: `params` holds the values a kind's sentence needs (names, titles, amounts in
-- paise, a payment method or payee); kinds whose title is fixed and whose body is a person's own
-- text (a booking's title, an announcement, a review reply) need none. Payment and refund steps
-- on a booking's timeline: `params.step` names the step, with its amount and reason. Rows
-- written before this migration have no params and are shown as stored.
--
-- Migrations apply once, so the functions that write these rows are re-created below from their
-- earlier migrations, unchanged but for the values they now pass.

alter table public.notifications
  add column params jsonb not null default '{}' check (jsonb_typeof(params) = 'object');
alter table public.booking_events
  add column params jsonb check (jsonb_typeof(params) = 'object');

drop function app_private.notify(uuid[], text, text, text, text);
create function app_private.notify(
  recipients uuid[], kind text, title text, body text, link text, params jsonb default '{}'
) returns void
  language sql set search_path = ''
as $$
  insert into public.notifications (user_id, kind, title, body, link, params)
  select r, kind, title, body, link, coalesce(params, '{}') from unnest(recipients) r
$$;

-- A payment or refund step on a booking's timeline (no e-mail: only status steps send one).
drop function app_private.add_payment_event(uuid, uuid, text, text);
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

-- ---------------------------------------------------------------------------------------------
-- Payments (from ..._payments.sql, ..._payment_rpcs.sql and ..._upi_not_received.sql)
-- ---------------------------------------------------------------------------------------------

drop function app_private.begin_refund(public.payments, integer, uuid, text);
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
create or replace function app_private.settle_payment(p public.payments, actor uuid) returns public.payments
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

-- The gateway has returned a pending refund; a second report changes nothing.
create or replace function app_private.refund_processed(payment uuid, refund_ref text) returns public.payments
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
    subject.payer_link, jsonb_build_object('amount_paise', p.refund_paise, 'title', subject.title));
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, null, 'refund',
      format('The refund of %s was processed.', app_private.format_rupees(p.refund_paise)),
      jsonb_build_object('step', 'refund_processed', 'amount_paise', p.refund_paise));
  end if;
  return p;
end
$$;

-- The payer says the UPI transfer was sent, with its reference: the payment awaits the payee, who
-- is asked to confirm it. Typing the reference again corrects it.
create or replace function public.mark_upi_sent(payment uuid, upi_reference text) returns public.payments
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
      using errcode = '42501', hint = 'Confirm the payment once it reaches your account.';
  end if;
  if p.method <> 'upi' then
    raise exception 'This is not a UPI payment' using errcode = 'PT409';
  end if;
  if p.status not in ('created', 'awaiting_confirmation') then
    raise exception 'This payment is already %', p.status using errcode = 'PT409';
  end if;
  if ref !~ '^[A-Za-z0-9]{6,40}$' then
    raise exception 'Type the UPI reference your app showed'
      using errcode = '22023', hint = 'It is the UTR or transaction id, 6 to 40 letters and digits, usually 12 digits.';
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
create or replace function public.confirm_upi_payment(payment uuid) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  p public.payments := app_private.require_visible_payment(confirm_upi_payment.payment);
  subject record;
begin
  perform app_private.require_payee(p);
  if p.method <> 'upi' then
    raise exception 'This is not a UPI payment' using errcode = 'PT409';
  end if;
  if p.status = 'captured' then
    return p;
  end if;
  if p.status not in ('created', 'awaiting_confirmation') then
    raise exception 'This payment is %', p.status using errcode = 'PT409';
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

-- The payee says they returned a refund that was theirs to return (a UPI or cash payment).
create or replace function public.confirm_refund_returned(payment uuid) returns public.payments
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
    raise exception 'No refund is due from you on this payment' using errcode = 'PT409';
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
create or replace function app_private.refund_ended_booking() returns trigger
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

-- The payee looked and a reported UPI transfer is not in their account: the payment fails, the
-- payer is told to check with their bank and pay again, and the booking's timeline says so.
create or replace function public.report_upi_not_received(payment uuid) returns public.payments
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
      using errcode = 'PT409', hint = format('This payment is %s.', p.status);
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

-- ---------------------------------------------------------------------------------------------
-- Temples, trust and reports
-- ---------------------------------------------------------------------------------------------

-- Cancelling tells everyone registered, in the app.
create or replace function app_private.announce_cancelled_event() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.notify(
    array(select r.user_id from public.event_registrations r where r.event_id = new.id),
    'event_cancelled',
    'Cancelled: ' || new.title,
    'The temple has cancelled this event. Your registration is withdrawn.',
    '/explore',
    jsonb_build_object('event', new.title));
  return new;
end
$$;

-- Marks a temple pooja performed (as complete_booking does) with an optional recording link, and
-- tells the devotee where to watch it.
create or replace function public.mark_pooja_performed(booking_id uuid, recording_url text default null)
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
                               '/bookings/' || booking.id, jsonb_build_object('title', booking.title));
  end if;
  return booking;
end
$$;

-- The temple invites a verified provider (again after a decline); the provider hears in the app.
create or replace function public.invite_temple_provider(temple_id uuid, provider_id uuid)
  returns public.temple_providers
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  temple public.temples;
  provider public.providers;
  association public.temple_providers;
begin
  select * into temple from public.temples t where t.id = invite_temple_provider.temple_id;
  if not found or not app_private.administers_temple(temple.id) then
    raise exception 'Temple not found' using errcode = 'PT404', hint = 'Check you administer this temple.';
  end if;
  select * into provider from public.providers p
   where p.id = invite_temple_provider.provider_id and p.verification_status = 'verified' and not p.is_sample;
  if not found then
    raise exception 'Only verified gurus and pujaris can be invited'
      using errcode = 'PT404', hint = 'Search the verified providers.';
  end if;
  insert into public.temple_providers (temple_id, provider_id, invited_by)
  values (temple.id, provider.id, uid)
  on conflict on constraint temple_providers_pkey do update
     set status = 'invited', invited_by = uid, created_at = now(), responded_at = null
   where public.temple_providers.status = 'declined'
  returning * into association;
  if not found then
    raise exception '% is already invited or associated', provider.display_name
      using errcode = 'PT409', hint = 'Wait for their answer, or remove the association first.';
  end if;
  perform app_private.notify(array[provider.user_id], 'temple_invitation',
                             temple.name || ' invites you to join its gurus',
                             'Accept or decline from your profile.', '/profile',
                             jsonb_build_object('temple', temple.name));
  return association;
end
$$;

-- Writes a decision: the subject's status, the latest request, the audit row, an in-app
-- notification and an e-mail to each owner. Callers have checked who may and which transition.
create or replace function app_private.apply_verification_decision(
  target_kind text, target_id uuid, action text, reason text
) returns jsonb
  language plpgsql set search_path = ''
as $$
declare
  next_status public.verification_status := case action
    when 'approved' then 'verified' when 'reinstated' then 'verified'
    when 'rejected' then 'rejected' else 'suspended' end;
  subject_name text;
  stamp timestamptz;
  owners uuid[] := app_private.verification_owners(target_kind, target_id);
  audit_id bigint;
  is_provider boolean := target_kind = 'provider';
  link text := case when target_kind = 'provider' then '/profile' else '/temple-admin/profile' end;
begin
  -- Approval starts verified_at afresh; reinstating and suspending keep it; rejection clears it.
  if is_provider then
    update public.providers p
       set verification_status = next_status,
           rejection_reason = case when action in ('rejected', 'suspended') then reason end,
           verified_at = case action when 'approved' then now() when 'rejected' then null
                                     when 'reinstated' then coalesce(p.verified_at, now())
                                     else p.verified_at end
     where p.id = target_id
     returning p.display_name, p.verified_at into subject_name, stamp;
  else
    update public.temples t
       set verification_status = next_status,
           rejection_reason = case when action in ('rejected', 'suspended') then reason end,
           verified_at = case action when 'approved' then now() when 'rejected' then null
                                     when 'reinstated' then coalesce(t.verified_at, now())
                                     else t.verified_at end
     where t.id = target_id
     returning t.name, t.verified_at into subject_name, stamp;
  end if;

  update public.verification_requests r
     set status = next_status, decided_at = now(), decision_reason = reason
   where r.id = (select q.id from public.verification_requests q
                  where (is_provider and q.provider_id = target_id)
                     or (not is_provider and q.temple_id = target_id)
                  order by q.submitted_at desc, q.id desc
                  limit 1);

  audit_id := app_private.add_verification_audit(target_kind, target_id, action, reason);
  perform app_private.notify(
    owners,
    'verification_' || action,
    case action
      when 'approved' then subject_name || ' is verified'
      when 'rejected' then subject_name || ' was not approved'
      when 'suspended' then subject_name || ' is suspended'
      else subject_name || ' is listed again'
    end,
    left(case action
      when 'approved' then
        case when is_provider then 'Devotees can now find you on Connect.'
             else 'Devotees can now find your temple on Explore.' end
      when 'rejected' then reason || ' Fix it and submit again.'
      when 'suspended' then reason || ' Devotees cannot see it until it is reinstated.'
      else 'Devotees can see it again.'
    end, 1000),
    link,
    jsonb_build_object('subject', subject_name, 'subject_kind', target_kind, 'reason', reason));
  perform app_private.enqueue_verification_emails(audit_id, owners, target_kind, subject_name, action, reason);
  return jsonb_build_object('kind', target_kind, 'id', target_id, 'status', next_status, 'verified_at', stamp);
end
$$;

-- open -> dismissed | actioned, and back to open to undo a resolution.
create or replace function public.resolve_report(report uuid, status text, note text default null)
  returns public.reports
  language plpgsql security definer set search_path = ''
as $$
declare
  remark text := nullif(trim(resolve_report.note), '');
  handled public.reports;
begin
  perform app_private.require_mfa_admin('resolve reports');
  if resolve_report.status is null or resolve_report.status not in ('open', 'dismissed', 'actioned') then
    raise exception 'status must be open, dismissed or actioned' using errcode = '22023';
  end if;
  if length(remark) > 1000 then
    raise exception 'The note is too long' using errcode = '22023', hint = 'Use at most 1000 characters.';
  end if;
  select * into handled from public.reports r where r.id = resolve_report.report for update;
  if not found then
    raise exception 'Report not found' using errcode = 'PT404';
  end if;
  if (handled.status = 'open') = (resolve_report.status = 'open') then
    raise exception 'This report is already %', handled.status
      using errcode = 'PT409',
            hint = case when handled.status = 'open' then 'Dismiss it or mark it actioned.'
                        else 'Reopen it first to change the outcome.' end;
  end if;
  update public.reports r
     set status = resolve_report.status,
         resolved_by = case when resolve_report.status = 'open' then null else auth.uid() end,
         resolved_at = case when resolve_report.status = 'open' then null else now() end,
         resolution_note = case when resolve_report.status = 'open' then null else remark end
   where r.id = handled.id
   returning * into handled;
  if handled.status <> 'open' then
    perform app_private.notify(array[handled.reporter_id], 'report_resolved', 'Thank you for your report',
      case handled.status
        when 'actioned' then 'We looked into what you reported and acted on it.'
        else 'We looked into what you reported and found it within our guidelines.'
      end,
      '/profile', jsonb_build_object('status', handled.status));
  end if;
  return handled;
exception
  when unique_violation then
    raise exception 'The reporter has reported this again since'
      using errcode = 'PT409', hint = 'Their newer report is open; resolve that one instead.';
end
$$;

-- A temple's administrator authorises an offering in its name, or withdraws that; the provider
-- hears in the app.
create or replace function public.set_temple_authorisation(offering uuid, temple uuid, authorised boolean)
  returns public.offerings
  language plpgsql security definer set search_path = ''
as $$
declare
  chosen public.offerings;
  temple_name text;
begin
  perform app_private.require_user();
  if not app_private.administers_temple(set_temple_authorisation.temple) then
    raise exception 'Only this temple''s administrators can authorise offerings in its name'
      using errcode = '42501', hint = 'Sign in with an account that administers the temple.';
  end if;
  select * into chosen from public.offerings o where o.id = set_temple_authorisation.offering for update;
  if not found then
    raise exception 'Offering not found' using errcode = 'PT404';
  end if;
  if chosen.temple_id is distinct from set_temple_authorisation.temple
     and not exists (select 1 from public.temple_providers tp
                      where tp.temple_id = set_temple_authorisation.temple
                        and tp.provider_id = chosen.provider_id and tp.status = 'accepted') then
    raise exception 'This offering is not linked to your temple'
      using errcode = '22023',
            hint = 'Authorise your temple''s own offerings, or those of gurus and pujaris who have accepted your invitation.';
  end if;
  if chosen.authorised_by_temple_id is distinct from set_temple_authorisation.temple
     and chosen.authorised_by_temple_id is not null then
    raise exception 'Another temple has authorised this offering'
      using errcode = 'PT409', hint = 'An offering carries one temple''s authorisation; only that temple can withdraw it.';
  end if;
  if coalesce(set_temple_authorisation.authorised, false) = (chosen.authorised_by_temple_id is not null) then
    return chosen;
  end if;
  update public.offerings o
     set authorised_by_temple_id = case when set_temple_authorisation.authorised then set_temple_authorisation.temple end,
         authorised_at = case when set_temple_authorisation.authorised then now() end
   where o.id = chosen.id
   returning * into chosen;
  if set_temple_authorisation.authorised and chosen.provider_id is not null then
    select t.name into temple_name from public.temples t where t.id = set_temple_authorisation.temple;
    perform app_private.notify(
      array(select p.user_id from public.providers p where p.id = chosen.provider_id),
      'offering_authorised', temple_name || ' authorised your offering', chosen.title, '/services',
      jsonb_build_object('temple', temple_name));
  end if;
  return chosen;
end
$$;

revoke execute on function
  app_private.notify(uuid[], text, text, text, text, jsonb),
  app_private.add_payment_event(uuid, uuid, text, text, jsonb),
  app_private.describe_refund_reason(jsonb, boolean),
  app_private.begin_refund(public.payments, integer, uuid, jsonb)
  from public;
