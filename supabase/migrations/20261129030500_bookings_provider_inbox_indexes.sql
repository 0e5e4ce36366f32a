-- The provider's inbox reads one page of a tab in slot order (keyset), not every booking.
create index bookings_provider_status_idx on public.bookings (provider_id, status, slot, id) where provider_id is not null;
create index bookings_provider_slot_idx on public.bookings (provider_id, slot, id) where provider_id is not null;
