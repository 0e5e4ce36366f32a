-- A refund made through Razorpay's webhook reaches the payer too: the message job is enqueued when the refund is recorded, whoever records it.

-- A refund the gateway has made (by the refund job or Razorpay's webhook) is told to the payer by
-- their chosen channels.
create function app_private.enqueue_refund_message() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.enqueue_job('payment.refunded', jsonb_build_object('payment_id', new.id));
  return null;
end
$$;

create trigger payments_enqueue_refund_message after update of refund_status on public.payments
  for each row when (new.refund_status = 'processed' and old.refund_status <> 'processed')
  execute function app_private.enqueue_refund_message();

revoke execute on function app_private.enqueue_refund_message()
  from public, anon, authenticated, service_role;
