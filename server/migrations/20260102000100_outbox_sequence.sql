-- Orders outbox messages by arrival even when a test clock gives several the same timestamp.
alter table auth.outbox_messages add column seq bigint generated always as identity;
create index outbox_messages_seq_idx on auth.outbox_messages (seq desc);
