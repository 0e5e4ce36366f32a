-- The devotee's My bookings reads one page in slot order, newest first (keyset), not an offset.
create index bookings_devotee_slot_idx on public.bookings (devotee_id, slot, id);
