-- Shared rate-limit counters (rate-limiter-flexible's PostgreSQL store layout) so several server instances count together.
create table auth.rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);
revoke all on auth.rate_limits from anon, authenticated;
