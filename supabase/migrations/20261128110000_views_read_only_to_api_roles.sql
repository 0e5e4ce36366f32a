-- Views are for reading: the API roles keep select only, so a write gets 42501 (401/403) and never reaches a view that cannot take one.

-- Every view and materialized view in public, whoever added it (hosted Supabase's default
-- privileges grant all on new relations to anon and authenticated). A view added later needs
-- the same revoke in its own migration. A view owned by another role only draws a warning.
do $$
declare
  view_name text;
begin
  for view_name in
    select format('%I.%I', n.nspname, c.relname)
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('v', 'm')
  loop
    execute format(
      'revoke insert, update, delete, truncate, references, trigger on %s from anon, authenticated',
      view_name);
  end loop;
end $$;
