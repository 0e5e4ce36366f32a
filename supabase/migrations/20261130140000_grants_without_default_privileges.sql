-- Each function and sequence the API roles use gets its grants by name, so a project whose default privileges grant nothing (or everything) ends with the same privileges as supabase/schemas.

-- These took execute (or sequence usage) from the default privileges of the database they were
-- created in; supabase/schemas already grants them by name, and now the migrations do too.
revoke execute on function
  public.respond_to_booking(uuid, boolean, text),
  public.cancel_booking(uuid, text),
  public.complete_booking(uuid),
  public.available_slots(uuid, timestamp with time zone, timestamp with time zone, integer),
  public.demote_previous_primary_role(),
  public.record_donation(uuid, integer, boolean, text, text, text),
  public.set_verification_status(text, text, public.verification_status, text),
  public.request_verification()
  from public, anon, authenticated, service_role;

grant execute on function
  public.respond_to_booking(uuid, boolean, text),
  public.cancel_booking(uuid, text),
  public.complete_booking(uuid),
  public.record_donation(uuid, integer, boolean, text, text, text),
  public.set_verification_status(text, text, public.verification_status, text),
  public.request_verification()
  to authenticated, service_role;

grant execute on function
  public.available_slots(uuid, timestamp with time zone, timestamp with time zone, integer)
  to anon, authenticated, service_role;

grant execute on function public.demote_previous_primary_role() to service_role;

-- A trigger function runs as the trigger fires, whoever holds execute on it: nobody needs it.
revoke execute on function app_private.refuse_past_live_start()
  from public, anon, authenticated, service_role;

revoke all on sequence
  public.booking_events_id_seq,
  public.jobs_id_seq,
  public.verification_audit_id_seq
  from public, anon, authenticated, service_role;
grant select, usage on sequence
  public.booking_events_id_seq,
  public.jobs_id_seq,
  public.verification_audit_id_seq
  to anon, authenticated, service_role;

-- Recreated since with `create or replace`, which keeps its privileges, but a project whose
-- default privileges grant all on new relations to service_role gave it writes from the start.
revoke all on public.provider_listings from public, anon, authenticated, service_role;
grant select on public.provider_listings to anon, authenticated;
