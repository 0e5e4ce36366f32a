-- The development outbox also keeps WhatsApp messages, beside e-mail and SMS.
alter table auth.outbox_messages drop constraint outbox_messages_channel_check;
alter table auth.outbox_messages add constraint outbox_messages_channel_check
  check (channel in ('email', 'sms', 'whatsapp'));
