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
