-- The auth service's tables (users, identities, sessions, refresh tokens, one-time tokens, outbox), shaped after Supabase Auth's.
create table auth.users (
  id uuid primary key,
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text,
  encrypted_password text,
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  email_change text,
  email_change_sent_at timestamptz,
  email_change_confirm_status smallint not null default 0,
  phone text,
  phone_confirmed_at timestamptz,
  phone_change text,
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  reauthentication_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on auth.users (email) where email is not null;
create unique index users_phone_key on auth.users (phone) where phone is not null;
create index users_created_at_idx on auth.users (created_at desc);

create table auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null default '{}'::jsonb,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index identities_user_id_idx on auth.identities (user_id);

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  not_after timestamptz,
  refreshed_at timestamptz,
  -- Per-session secret from which each rotated refresh token is derived, so a reuse inside the
  -- interval can hand back the same child without storing any token in clear.
  refresh_token_hmac_key text not null,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sessions_user_id_idx on auth.sessions (user_id);

create table auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token_hash text not null unique,
  parent_hash text,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create table auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  primary key (session_id, authentication_method)
);

create table auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamptz not null default now(),
  unique (user_id, token_type)
);
create index one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);

-- Local delivery of e-mail and SMS when no SMTP server or SMS provider is configured.
create table auth.outbox_messages (
  id uuid primary key default gen_random_uuid(),
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  kind text not null,
  subject text not null default '',
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_messages_created_at_idx on auth.outbox_messages (created_at desc);

-- Hashes and tokens never leave the database: the API roles get nothing on these tables.
revoke all on all tables in schema auth from anon, authenticated;
