-- What people do with payments (say a UPI transfer is made, confirm it, record cash after a home pooja, return a refund), refunds when a paid booking ends, and earnings counted from money received.

-- Who may see a payment at all: its payer and its payee; anyone else gets PT404.
create function app_private.require_visible_payment(target uuid) returns public.payments
  language plpgsql set search_path = ''
as $$
declare
  p public.payments := app_private.lock_payment(target);
begin
  if p.id is null or not (p.payer_id = auth.uid() or app_private.manages_host(p.provider_id, p.temple_id)) then
    raise exception 'Payment not found' using errcode = 'PT404', hint = 'Check the payment link.';
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
      using errcode = '42501', hint = 'Ask them to do it from their dashboard.';
  end if;
end
$$;

-- The payer says the UPI transfer is made, with the reference (UTR) their app showed; the payee
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
    subject.payee_link);
  if p.booking_id is not null and was = 'created' then
    perform app_private.add_payment_event(p.booking_id, uid, 'payment',
      format('The devotee says they paid %s by UPI.', app_private.format_rupees(p.amount_paise)));
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
    format('%s for %s', app_private.format_rupees(p.amount_paise), subject.title), subject.payer_link);
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
      using errcode = '42501', hint = 'Pay online from the booking page instead.';
  end if;
  if mark_paid_after_visit.method is null or mark_paid_after_visit.method not in ('cash', 'upi') then
    raise exception 'Record a payment in cash or by UPI' using errcode = '22023';
  end if;
  if b.is_prepaid then
    raise exception 'This booking is paid online when it is booked'
      using errcode = 'PT409', hint = 'Only a home pooja is paid after the visit.';
  end if;
  if b.status <> 'completed' then
    raise exception 'Mark the pooja completed first'
      using errcode = 'PT409', hint = 'A home pooja is paid after the visit.';
  end if;
  if b.paid_at is not null then
    raise exception 'This booking is already paid' using errcode = 'PT409';
  end if;
  if b.price_paise = 0 then
    raise exception 'This booking is free: there is nothing to pay' using errcode = 'PT409';
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
    raise exception 'No refund is due from you on this payment' using errcode = 'PT409';
  end if;
  update public.payments x set refund_status = 'returned', refunded_at = now()
   where x.id = p.id returning * into p;
  select * into subject from app_private.payment_subject(p);
  perform app_private.notify(array[p.payer_id], 'refund_returned', 'Your refund was returned',
    format('The %s says they returned %s for %s. Tell them if it has not reached you.', payee,
           app_private.format_rupees(p.refund_paise), subject.title),
    subject.payer_link);
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, uid, 'refund',
      format('The %s says they returned %s.', payee, app_private.format_rupees(p.refund_paise)));
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
        format('No refund: the cancellation rule keeps the full %s.', app_private.format_rupees(p.amount_paise)));
    else
      perform app_private.begin_refund(p, refund, new.actor_id, null);
    end if;
  end loop;
  return null;
end
$$;
create trigger booking_events_refund_payment after insert on public.booking_events
  for each row when (new.kind = 'status' and new.status in ('cancelled', 'declined', 'expired'))
  execute function app_private.refund_ended_booking();

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
    raise exception 'Provider not found' using errcode = 'PT404', hint = 'Check you own this profile.';
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

revoke execute on function
  app_private.require_visible_payment(uuid), app_private.require_payee(public.payments),
  app_private.refund_ended_booking()
  from public, anon, authenticated;
revoke execute on function
  public.mark_upi_sent(uuid, text), public.confirm_upi_payment(uuid),
  public.mark_paid_after_visit(uuid, text), public.confirm_refund_returned(uuid),
  public.provider_earnings(uuid)
  from public, anon;
grant execute on function
  public.mark_upi_sent(uuid, text), public.confirm_upi_payment(uuid),
  public.mark_paid_after_visit(uuid, text), public.confirm_refund_returned(uuid),
  public.provider_earnings(uuid)
  to authenticated, service_role;
