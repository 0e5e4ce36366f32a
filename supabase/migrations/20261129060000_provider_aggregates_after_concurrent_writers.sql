-- Provider aggregates stay whole when two transactions write one provider's offerings at once.
create or replace function app_private.follow_provider_offerings() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  targets uuid[];
begin
  if tg_op = 'INSERT' then
    targets := array(select distinct n.provider_id from new_rows n where n.provider_id is not null);
  elsif tg_op = 'UPDATE' then
    targets := array(select n.provider_id from new_rows n where n.provider_id is not null
                     union select o.provider_id from old_rows o where o.provider_id is not null);
  else
    targets := array(select distinct o.provider_id from old_rows o where o.provider_id is not null);
  end if;
  -- Lock the providers (in id order) before reading their offerings: a writer that waited here
  -- reads in a snapshot taken after the other one committed, so no offering is left out.
  perform 1 from public.providers p where p.id = any (targets) order by p.id for update;
  perform app_private.refresh_provider_offerings(targets);
  return null;
end
$$;
