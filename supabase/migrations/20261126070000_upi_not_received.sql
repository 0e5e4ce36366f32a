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
    subject.payer_link);
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, uid, 'payment',
      format('The UPI payment of %s (reference %s) was not received.',
             app_private.format_rupees(p.amount_paise), p.upi_reference));
  end if;
  return p;
end
$$;

revoke execute on function public.report_upi_not_received(uuid) from public, anon;
grant execute on function public.report_upi_not_received(uuid) to authenticated, service_role;
