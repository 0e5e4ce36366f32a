-- Bookings confirmed before meetings existed get theirs too: a private room online, the address offline.
insert into public.booking_meetings (booking_id, kind, url)
select b.id,
       case b.mode when 'offline' then 'at_address' else 'private_room' end::public.meeting_kind,
       case b.mode when 'online' then app_private.new_private_room() end
  from public.bookings b
 where b.status = 'confirmed'
on conflict (booking_id) do nothing;
