-- A person who replied STOP sees on their message settings why SMS or WhatsApp no longer arrives.

-- The channels on which the caller's numbers replied STOP, so their settings can say why nothing
-- arrives there (and that START brings it back).
create function public.my_phone_opt_outs()
  returns table (phone text, channel text)
  language sql stable security definer set search_path = ''
as $$
  select o.phone, o.channel
    from public.phone_opt_outs o
   where o.phone in (
     select p.phone from public.message_preferences p where p.user_id = (select auth.uid())
     union all
     select '+' || ltrim(u.phone, '+') from auth.users u
      where u.id = (select auth.uid()) and coalesce(u.phone, '') <> '')
   order by o.channel
$$;

revoke execute on function public.my_phone_opt_outs() from public, anon, authenticated, service_role;
grant execute on function public.my_phone_opt_outs() to authenticated, service_role;
