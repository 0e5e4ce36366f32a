-- The app's storage buckets and who may read and write their objects (policies on storage.objects).

-- Buckets for profile photos, temple images and live-session thumbnails: public to read.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 2097152, array['image/jpeg', 'image/png', 'image/webp']),
  ('temple-media', 'temple-media', true, 5242880, array['image/jpeg', 'image/png', 'image/webp']),
  ('live-thumbnails', 'live-thumbnails', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

-- Verification evidence: a private bucket; each user writes under their own folder; administrators at aal2 read.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('verification-evidence', 'verification-evidence', false, 10485760,
        array['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
on conflict (id) do nothing;

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Functions ---------------------------------------------------------------------------------

-- True when the folder names a temple the caller administers; a folder that is not a UUID is
-- simply not a temple (no cast error).
create function app_private.administers_temple_folder(folder text) returns boolean
  language sql stable set search_path = ''
as $$
  select case
    when folder ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then app_private.administers_temple(folder::uuid)
    else false
  end
$$;

-- Execute --------------------------------------------------------------------------------

-- Who may call each function, by name: revoked from every role first, since the default
-- privileges of a Supabase project grant execute on new functions to the API roles.

revoke execute on function
  app_private.administers_temple_folder(text)
  from public, anon, authenticated, service_role;

grant execute on function
  app_private.administers_temple_folder(text)
  to authenticated, service_role;

-- Access ---------------------------------------------------------------------------------

-- Table by table: row-level security, then grants (which columns a role may touch at all),
-- then policies (which rows). service_role bypasses row-level security.

-- A user's files live under a folder named after their user id: `<auth.uid()>/photo.jpg`.
create policy "Users read their own files"
  on storage.objects for select to authenticated
  using (
    bucket_id in ('avatars', 'live-thumbnails')
    and (select auth.uid())::text = (storage.foldername(name))[1]
  );
create policy "Users upload into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id in ('avatars', 'live-thumbnails')
    and (select auth.uid())::text = (storage.foldername(name))[1]
  );
create policy "Users replace their own files"
  on storage.objects for update to authenticated
  using (
    bucket_id in ('avatars', 'live-thumbnails')
    and (select auth.uid())::text = (storage.foldername(name))[1]
  )
  with check (
    bucket_id in ('avatars', 'live-thumbnails')
    and (select auth.uid())::text = (storage.foldername(name))[1]
  );
create policy "Users delete their own files"
  on storage.objects for delete to authenticated
  using (
    bucket_id in ('avatars', 'live-thumbnails')
    and (select auth.uid())::text = (storage.foldername(name))[1]
  );
create policy "Temple admins read their temple's files"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'temple-media'
    and app_private.administers_temple_folder((storage.foldername(name))[1])
  );
create policy "Temple admins upload into their temple's folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'temple-media'
    and app_private.administers_temple_folder((storage.foldername(name))[1])
  );
create policy "Temple admins replace their temple's files"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'temple-media'
    and app_private.administers_temple_folder((storage.foldername(name))[1])
  )
  with check (
    bucket_id = 'temple-media'
    and app_private.administers_temple_folder((storage.foldername(name))[1])
  );
create policy "Temple admins delete their temple's files"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'temple-media'
    and app_private.administers_temple_folder((storage.foldername(name))[1])
  );
create policy "Users upload their verification evidence"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'verification-evidence'
    and (select auth.uid())::text = (storage.foldername(name))[1]
  );
create policy "Users and MFA platform admins read verification evidence"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'verification-evidence'
    and ((select auth.uid())::text = (storage.foldername(name))[1]
         or (select app_private.is_mfa_platform_admin()))
  );
create policy "Users delete their verification evidence"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'verification-evidence'
    and (select auth.uid())::text = (storage.foldername(name))[1]
  );
