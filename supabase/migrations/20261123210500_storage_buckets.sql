-- Buckets for profile photos, temple images and live-session thumbnails, and the policies that let each user write only under their own folder.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 2097152, array['image/jpeg', 'image/png', 'image/webp']),
  ('temple-media', 'temple-media', true, 5242880, array['image/jpeg', 'image/png', 'image/webp']),
  ('live-thumbnails', 'live-thumbnails', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

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
