-- A direct UPI payment the payer says they made waits for the payee to confirm it; alone in this file because a new enum value cannot be used in the transaction that adds it.
alter type public.payment_status add value if not exists 'awaiting_confirmation' after 'created';
