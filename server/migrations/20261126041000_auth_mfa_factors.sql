-- TOTP second factors, as Supabase Auth keeps them: a factor per authenticator app, a challenge
-- per sign-in attempt, and the session's factor so unenrolling it lowers those sessions to aal1.
create table auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text not null default '' check (length(friendly_name) <= 120),
  factor_type text not null check (factor_type = 'totp'),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  -- The shared secret must be readable to check codes; it leaves the server once, at enrolment.
  secret text not null,
  -- The newest 30-second step accepted, so a code cannot be used twice.
  last_used_step bigint,
  last_challenged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id, created_at);
create unique index mfa_factors_user_friendly_name_key on auth.mfa_factors (user_id, friendly_name)
  where friendly_name <> '';

create table auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  ip_address text not null,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);
create index mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

alter table auth.sessions
  add column factor_id uuid references auth.mfa_factors (id) on delete set null;

revoke all on auth.mfa_factors, auth.mfa_challenges from anon, authenticated;
