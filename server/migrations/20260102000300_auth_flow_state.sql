-- PKCE flow state: the code challenge of an e-mail flow and the auth code exchanged at /token?grant_type=pkce.
create table auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  authentication_method text not null,
  auth_code text unique,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now()
);
create index flow_state_user_id_idx on auth.flow_state (user_id, created_at desc);
revoke all on auth.flow_state from anon, authenticated;
