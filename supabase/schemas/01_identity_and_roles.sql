-- Identity and roles: profiles, the roles a user holds, and the checks every signed-in call starts with.

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Types -------------------------------------------------------------------------------------

-- The roles each user holds (devotee, guru, pujari, temple_admin), at most one primary, visible to and addable by their owner only.
create type public.app_role as enum ('devotee', 'guru', 'pujari', 'temple_admin');

-- Tables ------------------------------------------------------------------------------------

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);
comment on table public.user_roles is 'Roles held by a user; the primary one picks the landing dashboard.';

-- One row per user, made by a trigger on sign-up; the name is copied into bookings when they are made.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null default '' check (length(display_name) <= 120),
  phone text check (phone ~ '^\+?[0-9 ]{7,20}$'),
  preferred_language text not null default 'en' check (preferred_language ~ '^[a-z]{2,3}(-[A-Z]{2})?$'),
  avatar_path text check (length(avatar_path) <= 300),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Indexes -----------------------------------------------------------------------------------

-- At most one primary role per user.
create unique index user_roles_one_primary_per_user on public.user_roles (user_id) where is_primary;

-- Functions ---------------------------------------------------------------------------------

-- A new primary role demotes the previous one in the same statement. Security definer because
-- users have no UPDATE right on the table; the search_path is pinned so nothing can be shadowed.
create function public.demote_previous_primary_role() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  update public.user_roles
     set is_primary = false
   where user_id = new.user_id and is_primary and id <> new.id;
  return new;
end
$$;

-- A user who holds the role (user_roles) matching what they register as.
create function app_private.holds_role(wanted text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r where r.user_id = (select auth.uid()) and r.role::text = wanted
  )
$$;

-- Every new user gets a profile named from the sign-up metadata (full_name), as Supabase guides do.
create function app_private.create_profile_for_user() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (id, display_name)
  values (new.id, left(coalesce(new.raw_user_meta_data ->> 'full_name', ''), 120))
  on conflict (id) do nothing;
  return new;
end
$$;

-- The platform's checked state changes are functions called with rpc; each begins here.
--
-- Errors the app can show (message for people, hint for the next step, SQLSTATE to switch on):
--   22023 the request itself is wrong (slot outside the hours, amount too small, reason missing) -> 400
--   23P01 the slot was taken by someone else (the exclusion constraint)                          -> 400
--   42501 the caller may not do this                                                        -> 401/403
--   PT404 no such row visible to the caller                                                       -> 404
--   PT409 the row is not in a state that allows this (already confirmed, already ended)           -> 409
-- Each function runs in the request's transaction, so an error leaves nothing half-written.
create function app_private.require_user() returns uuid
  language plpgsql stable set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Sign in to continue'
      using errcode = '42501', hint = 'Sign in, then try again.',
            detail = '{"code":"auth.sign_in_required"}';
  end if;
  return uid;
end
$$;

-- Security definer because users cannot update user_roles; the search_path is pinned so nothing can
-- be shadowed, and every statement is limited to auth.uid()'s own rows.
create function public.set_primary_role(role public.app_role) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  current_user_id uuid := auth.uid();
begin
  if current_user_id is null then
    raise exception 'No user logged in'
      using errcode = '42501', hint = 'Call set_primary_role with a signed-in user''s access token.',
            detail = '{"code":"auth.no_user"}';
  end if;

  -- Locks the user's rows, so two switches at once run one after the other.
  perform 1 from public.user_roles r where r.user_id = current_user_id for update;

  if not exists (
    select 1 from public.user_roles r
     where r.user_id = current_user_id and r.role = set_primary_role.role
  ) then
    raise exception 'You do not hold the % role', set_primary_role.role
      using errcode = '22023', hint = 'Add the role first (insert it into user_roles).',
            detail = json_build_object('code', 'role.not_held', 'role', set_primary_role.role)::text;
  end if;

  -- Demote before promoting: the one-primary index is checked row by row.
  update public.user_roles r
     set is_primary = false
   where r.user_id = current_user_id and r.is_primary and r.role <> set_primary_role.role;
  update public.user_roles r
     set is_primary = true
   where r.user_id = current_user_id and r.role = set_primary_role.role and not r.is_primary;
end
$$;
comment on function public.set_primary_role(public.app_role) is
  'Makes one of the signed-in user''s roles primary and the others not.';

-- The caller's address, only once they have confirmed it.
create function app_private.confirmed_email() returns text
  language sql stable security definer set search_path = ''
as $$
  select lower(u.email) from auth.users u
   where u.id = (select auth.uid()) and u.email_confirmed_at is not null
$$;

-- Who decides: a platform administrator whose session passed the second factor (aal2).
create function app_private.is_mfa_platform_admin() returns boolean
  language sql stable set search_path = ''
as $$
  select app_private.is_platform_admin() and coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
$$;

-- The service role, an administrator at aal2, or an operator's own database session (no request
-- claims at all, as set_verification_status has always allowed); anyone else gets 42501 saying
-- what is missing: the authenticator code, or the administrator's role.
create function app_private.require_mfa_admin(action text) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if coalesce(auth.role(), 'service_role') = 'service_role' or app_private.is_mfa_platform_admin() then
    return;
  end if;
  if app_private.is_platform_admin() then
    raise exception 'Your authenticator code is needed to %', action
      using errcode = '42501', hint = 'Sign in with your authenticator code to use the admin area.',
            detail = json_build_object('code', 'admin.code_required', 'action', action)::text;
  end if;
  raise exception 'Only platform administrators can %', action
    using errcode = '42501', hint = 'Ask an operator to run: npm run admin -- grant <your email>.',
          detail = json_build_object('code', 'admin.platform_admins_only', 'action', action)::text;
end
$$;

-- Supabase Auth's custom access token hook: every access token carries the user's roles as
-- `user_roles` ([{role, is_primary}], primary first), so a returning user's first screen needs no
-- request to pick their dashboard. The claim only guides what the app shows first; RLS reads the
-- table itself on every request. Security definer: the auth server's role reads no public table.
create function public.custom_access_token_hook(event jsonb) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'claims',
    coalesce(event -> 'claims', '{}'::jsonb) || jsonb_build_object(
      'user_roles',
      coalesce(
        (select jsonb_agg(jsonb_build_object('role', r.role, 'is_primary', r.is_primary)
                          order by r.is_primary desc, r.created_at, r.role)
           from public.user_roles r
          where r.user_id = (event ->> 'user_id')::uuid),
        '[]'::jsonb)))
$$;
comment on function public.custom_access_token_hook(jsonb) is
  'Adds the user''s roles to each access token (Auth > Hooks > Customize Access Token on Supabase).';

-- Triggers ----------------------------------------------------------------------------------

create trigger user_roles_demote_previous_primary
  before insert on public.user_roles
  for each row when (new.is_primary)
  execute function public.demote_previous_primary_role();

create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function app_private.touch_updated_at();

create trigger users_create_profile
  after insert on auth.users
  for each row execute function app_private.create_profile_for_user();

-- Execute --------------------------------------------------------------------------------

-- Who may call each function, by name: revoked from every role first, since the default
-- privileges of a Supabase project grant execute on new functions to the API roles.

revoke execute on function
  public.demote_previous_primary_role()
  from public, anon, authenticated, service_role;

grant execute on function
  public.demote_previous_primary_role()
  to service_role;

revoke execute on function
  app_private.holds_role(text),
  app_private.is_mfa_platform_admin()
  from public, anon, authenticated, service_role;

grant execute on function
  app_private.holds_role(text),
  app_private.is_mfa_platform_admin()
  to anon, authenticated, service_role;

revoke execute on function
  app_private.create_profile_for_user(),
  app_private.require_user(),
  app_private.confirmed_email(),
  app_private.require_mfa_admin(text)
  from public, anon, authenticated, service_role;

revoke execute on function
  public.custom_access_token_hook(jsonb)
  from public, anon, authenticated, service_role;

-- Supabase Auth calls the hook as supabase_auth_admin; this server calls it as its own login.
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    grant execute on function public.custom_access_token_hook(jsonb) to supabase_auth_admin;
  end if;
end
$$;

revoke execute on function
  public.set_primary_role(public.app_role)
  from public, anon, authenticated, service_role;

grant execute on function
  public.set_primary_role(public.app_role)
  to authenticated, service_role;

-- Access ---------------------------------------------------------------------------------

-- Table by table: row-level security, then grants (which columns a role may touch at all),
-- then policies (which rows). service_role bypasses row-level security.

-- Explicit grants, whatever the project's default privileges: anon nothing, users read and add,
-- only service_role (which bypasses RLS) updates and deletes.
alter table public.user_roles enable row level security;
revoke all on public.user_roles from public, anon, authenticated, service_role;
grant select, insert on public.user_roles to authenticated;
grant select, insert, update, delete on public.user_roles to service_role;
create policy "Users read their own roles"
  on public.user_roles for select to authenticated
  using ((select auth.uid()) = user_id);
create policy "Users add roles to themselves"
  on public.user_roles for insert to authenticated
  with check ((select auth.uid()) = user_id);

-- profiles: private to their owner; the name a provider sees is copied into the booking.
alter table public.profiles enable row level security;
revoke all on public.profiles from public, anon, authenticated, service_role;
grant select on public.profiles to authenticated;
grant select, insert, update, delete on public.profiles to service_role;
grant update (display_name, phone, preferred_language, avatar_path) on public.profiles to authenticated;
create policy "Users read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "Users change their own profile" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));
