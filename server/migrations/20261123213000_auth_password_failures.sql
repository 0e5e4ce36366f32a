-- One row per failed password sign-in, so limits count them in sliding windows shared by every instance.
create table auth.password_failures (
  id bigint generated always as identity primary key,
  key text not null,
  failed_at timestamptz not null
);
create index password_failures_key_failed_at_idx on auth.password_failures (key, failed_at desc);
create index password_failures_failed_at_idx on auth.password_failures (failed_at);
revoke all on auth.password_failures from anon, authenticated;
