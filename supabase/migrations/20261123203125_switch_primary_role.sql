-- Lets a user switch which of their own roles is primary (their landing dashboard); users have no UPDATE right on user_roles.

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
      using errcode = '42501', hint = 'Call set_primary_role with a signed-in user''s access token.';
  end if;

  -- Locks the user's rows, so two switches at once run one after the other.
  perform 1 from public.user_roles r where r.user_id = current_user_id for update;

  if not exists (
    select 1 from public.user_roles r
     where r.user_id = current_user_id and r.role = set_primary_role.role
  ) then
    raise exception 'You do not hold the % role', set_primary_role.role
      using errcode = '22023', hint = 'Add the role first (insert it into user_roles).';
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

revoke execute on function public.set_primary_role(public.app_role) from public, anon;
grant execute on function public.set_primary_role(public.app_role) to authenticated, service_role;
