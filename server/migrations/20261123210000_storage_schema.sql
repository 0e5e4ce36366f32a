-- The storage schema as Supabase Storage has it (buckets, objects, path helpers, grants), so storage policies written for hosted Supabase apply here unchanged.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Path helpers policies use: foldername('a/b/c.png') = {a,b}, filename = 'c.png', extension = 'png'.
create or replace function storage.foldername(name text) returns text[]
  language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
  language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
  language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- One level of a bucket under a prefix: sub-folders (null id) first, then files; security invoker,
-- so the caller's policies decide what is listed. Same signature as Storage's.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
  language plpgsql stable security invoker
as $$
declare
  _depth int := coalesce(array_length(string_to_array(coalesce(prefix, ''), '/'), 1), 1);
  _column text := case lower(coalesce(sortcolumn, 'name'))
    when 'updated_at' then 'updated_at'
    when 'created_at' then 'created_at'
    when 'last_accessed_at' then 'last_accessed_at'
    else 'name' end;
  _order text := case when lower(coalesce(sortorder, 'asc')) = 'desc' then 'desc' else 'asc' end;
begin
  return query execute format(
    $sql$
    with matching as (
      select o.path_tokens[$1] as entry, array_length(o.path_tokens, 1) = $1 as is_file, o.*
        from storage.objects o
       where o.bucket_id = $2
         and o.name like replace(replace(replace($3, '\', '\\'), '%%', '\%%'), '_', '\_') || '%%'
         and o.path_tokens[$1] ilike replace(replace(replace($4, '\', '\\'), '%%', '\%%'), '_', '\_') || '%%'
    ),
    entries as (
      (select distinct on (m.entry) m.entry as name, null::uuid as id, null::timestamptz as updated_at,
              null::timestamptz as created_at, null::timestamptz as last_accessed_at,
              null::jsonb as metadata, 0 as kind
         from matching m where not m.is_file order by m.entry)
      union all
      select m.entry, m.id, m.updated_at, m.created_at, m.last_accessed_at, m.metadata, 1
        from matching m where m.is_file
    )
    select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
      from entries e
     order by e.kind, %I %s, e.name
     limit $5 offset $6
    $sql$, _column, _order
  ) using _depth, bucketname, coalesce(prefix, ''), coalesce(search, ''), least(coalesce(limits, 100), 1500), coalesce(offsets, 0);
end
$$;

-- Rows and files must go together, so rows are deleted only by the Storage API, as on Supabase.
create or replace function storage.protect_delete() returns trigger
  language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;

create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

create or replace function storage.update_updated_at_column() returns trigger
  language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- Supabase's grants: the API roles hold every table right and row-level security decides.
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on all functions in schema storage to anon, authenticated, service_role;
