-- A temple's gallery: photos in the temple-media bucket under the temple's folder, captioned and
-- in the order its admins choose.
create table public.temple_photos (
  id uuid primary key default gen_random_uuid(),
  temple_id uuid not null references public.temples (id) on delete cascade,
  -- The object's path in temple-media; it must lie in the temple's own folder.
  path text not null check (length(path) <= 300),
  caption text not null default '' check (length(caption) <= 200),
  position integer not null,
  created_at timestamptz not null default now(),
  constraint temple_photos_in_folder check (split_part(path, '/', 1) = temple_id::text),
  constraint temple_photos_position_key unique (temple_id, position) deferrable initially deferred
);

alter table public.temple_photos enable row level security;
revoke all on table public.temple_photos from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.temple_photos to service_role;
grant select, delete on public.temple_photos to anon, authenticated;
grant insert (temple_id, path, caption) on public.temple_photos to authenticated;
grant update (caption) on public.temple_photos to authenticated;
revoke delete on public.temple_photos from anon;
create policy "Anyone sees listed temples' photos" on public.temple_photos
  for select to anon, authenticated using (app_private.is_listed_temple(temple_id));
create policy "Admins see their photos" on public.temple_photos
  for select to authenticated using (app_private.administers_temple(temple_id));
create policy "Admins add photos" on public.temple_photos
  for insert to authenticated with check (app_private.administers_temple(temple_id));
create policy "Admins caption photos" on public.temple_photos
  for update to authenticated
  using (app_private.administers_temple(temple_id)) with check (app_private.administers_temple(temple_id));
create policy "Admins remove photos" on public.temple_photos
  for delete to authenticated using (app_private.administers_temple(temple_id));

-- A new photo goes last; the temple's row lock keeps two uploads from taking one place.
create function app_private.place_temple_photo_last() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform 1 from public.temples t where t.id = new.temple_id for update;
  select coalesce(max(p.position), 0) + 1 into new.position
    from public.temple_photos p where p.temple_id = new.temple_id;
  return new;
end
$$;
create trigger temple_photos_place_last
  before insert on public.temple_photos
  for each row execute function app_private.place_temple_photo_last();

-- Swaps a photo with its neighbour before (-1) or after (1) it, in one statement.
create function public.move_temple_photo(photo_id uuid, direction integer)
  returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  photo public.temple_photos;
  neighbour public.temple_photos;
begin
  perform app_private.require_user();
  if direction not in (-1, 1) then
    raise exception 'Move a photo one place up (-1) or down (1)' using errcode = '22023';
  end if;
  select * into photo from public.temple_photos p where p.id = move_temple_photo.photo_id;
  if not found or not app_private.administers_temple(photo.temple_id) then
    raise exception 'Photo not found' using errcode = 'PT404', hint = 'Choose one of your temple''s photos.';
  end if;
  perform 1 from public.temples t where t.id = photo.temple_id for update;
  select * into neighbour from public.temple_photos p
   where p.temple_id = photo.temple_id
     and (case when direction < 0 then p.position < photo.position else p.position > photo.position end)
   order by case when direction < 0 then -p.position else p.position end
   limit 1;
  if not found then
    return;
  end if;
  update public.temple_photos p
     set position = case when p.id = photo.id then neighbour.position else photo.position end
   where p.id in (photo.id, neighbour.id);
end
$$;

revoke execute on function app_private.place_temple_photo_last() from public;
revoke execute on function public.move_temple_photo(uuid, integer) from public, anon;
grant execute on function public.move_temple_photo(uuid, integer) to authenticated, service_role;
