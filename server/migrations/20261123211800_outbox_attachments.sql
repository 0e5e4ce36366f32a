-- Reminder e-mails carry a calendar file; the local outbox keeps attachments beside the text.
alter table auth.outbox_messages add column attachments jsonb not null default '[]';
