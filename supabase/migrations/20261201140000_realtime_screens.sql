-- Screens that update themselves: changes to these tables reach, through Realtime's Postgres
-- Changes, each subscriber whose row-level security lets it read the row. The bell's unread count
-- (notifications), a booking's status and timeline and the host's inbox (bookings,
-- booking_events), and a payee's payments to confirm (payments).
alter publication supabase_realtime add table public.notifications;
alter publication supabase_realtime add table public.bookings;
alter publication supabase_realtime add table public.booking_events;
alter publication supabase_realtime add table public.payments;
