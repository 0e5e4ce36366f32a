-- The roles each user holds (devotee, guru, pujari, temple_admin), at most one primary, visible to and addable by their owner only.
create type public.app_role as enum ('devotee', 'guru', 'pujari', 'temple_admin');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);

comment on table public.user_roles is 'Roles held by a user; the primary one picks the landing dashboard.';

-- At most one primary role per user.
create unique index user_roles_one_primary_per_user on public.user_roles (user_id) where is_primary;

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

revoke execute on function public.demote_previous_primary_role() from public, anon, authenticated;

create trigger user_roles_demote_previous_primary
  before insert on public.user_roles
  for each row when (new.is_primary)
  execute function public.demote_previous_primary_role();

alter table public.user_roles enable row level security;

create policy "Users read their own roles"
  on public.user_roles for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users add roles to themselves"
  on public.user_roles for insert to authenticated
  with check ((select auth.uid()) = user_id);

-- Explicit grants, whatever the project's default privileges: anon nothing, users read and add,
-- only service_role (which bypasses RLS) updates and deletes.
revoke all on table public.user_roles from public, anon, authenticated, service_role;
grant select, insert on table public.user_roles to authenticated;
grant select, insert, update, delete on table public.user_roles to service_role;
