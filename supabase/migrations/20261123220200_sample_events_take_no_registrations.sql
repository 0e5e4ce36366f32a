-- Seeded example events are shown, like example seva programs, but take no registrations.
drop policy "Users register for open events" on public.event_registrations;
create policy "Users register for open events" on public.event_registrations
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.temple_events e
                 where e.id = event_id and e.registration_open and e.starts_at > now()
                   and not e.is_sample)
  );
