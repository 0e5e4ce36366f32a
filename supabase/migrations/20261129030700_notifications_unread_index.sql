-- The bell counts a user's unread notifications every 15 s: a range of only the unread ones.
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;
