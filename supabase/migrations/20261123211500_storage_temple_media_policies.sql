-- Temple images: an administrator of a temple writes under that temple's folder in temple-media (`<temple id>/cover.jpg`, `<temple id>/gallery/...`).

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

revoke execute on function app_private.administers_temple_folder(text) from public;
grant execute on function app_private.administers_temple_folder(text) to authenticated, service_role;

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
