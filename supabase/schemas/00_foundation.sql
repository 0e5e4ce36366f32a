-- What every domain builds on: the extensions and app_private schemas, shared types, and the
-- predicates row-level-security policies call.

-- btree_gist lets one exclusion constraint combine "same provider" (=) with "overlapping time" (&&).
-- Hosted Supabase keeps extensions in their own schema; operator classes are found by type, not by path.
create schema if not exists extensions;
create extension if not exists btree_gist with schema extensions;

-- Helpers the policies and triggers call; not exposed through the data API (only `public` is).
create schema if not exists app_private;
grant usage on schema app_private to anon, authenticated, service_role;

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Types -------------------------------------------------------------------------------------

-- A provider's or temple's standing; suspended is hidden until reinstated.
create type public.verification_status as enum ('pending', 'verified', 'rejected', 'suspended');

create domain public.slug as text
  check (value ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(value) <= 80);

-- Functions ---------------------------------------------------------------------------------

-- created_at/updated_at on every mutable table; updated_at follows each write.
create function app_private.touch_updated_at() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- IANA zone names only, so availability maths never fails later on a typo.
create function app_private.is_time_zone(zone text) returns boolean
  language plpgsql immutable set search_path = ''
as $$
begin
  perform now() at time zone zone;
  return true;
exception when invalid_parameter_value then
  return false;
end
$$;

-- A range of instants a caller asks about: both ends, in order, at most 31 days apart, so that
-- one request never walks more than a month of a calendar.
create function app_private.check_time_range(range_start timestamptz, range_end timestamptz)
  returns void
  language plpgsql immutable set search_path = ''
as $$
begin
  if range_start is null or range_end is null or range_end <= range_start
     or range_end - range_start > interval '31 days' then
    raise exception 'Ask for a range of up to 31 days'
      using errcode = '22023', hint = 'range_end must be after range_start and at most 31 days later.',
            detail = '{"code":"range.too_long"}';
  end if;
end
$$;

-- A platform administrator: app_metadata.platform_admin, which only the service role can set.
create function app_private.is_platform_admin() returns boolean
  language sql stable set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'platform_admin') = 'true', false)
$$;

create function app_private.owns_provider(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.providers p where p.id = target and p.user_id = (select auth.uid())
  )
$$;

create function app_private.administers_temple(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.temple_admins a where a.temple_id = target and a.user_id = (select auth.uid())
  )
$$;

-- Visible to the public: verified, or sample content.
create function app_private.is_listed_provider(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.providers p
     where p.id = target and (p.verification_status = 'verified' or p.is_sample)
  )
$$;

create function app_private.is_listed_temple(target uuid) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from public.temples t
     where t.id = target and (t.verification_status = 'verified' or t.is_sample)
  )
$$;

-- The provider's owner, or an admin of the temple, may manage what they host.
create function app_private.manages_host(provider uuid, temple uuid) returns boolean
  language sql stable set search_path = ''
as $$
  select case
    when provider is not null then app_private.owns_provider(provider)
    else app_private.administers_temple(temple)
  end
$$;

create function app_private.is_listed_host(provider uuid, temple uuid) returns boolean
  language sql stable set search_path = ''
as $$
  select (provider is null or app_private.is_listed_provider(provider))
     and (temple is null or app_private.is_listed_temple(temple))
$$;

-- What the caller owns and administers, for policies to compare with `= any ((select …)::uuid[])`:
-- one call per statement (an InitPlan), where a per-row helper would run for every row a list scans.
create function app_private.owned_provider_ids() returns uuid[]
  language sql stable security definer set search_path = ''
as $$
  select array(select p.id from public.providers p where p.user_id = (select auth.uid()))
$$;

create function app_private.administered_temple_ids() returns uuid[]
  language sql stable security definer set search_path = ''
as $$
  select array(select a.temple_id from public.temple_admins a where a.user_id = (select auth.uid()))
$$;

-- Evidence is the submitter's own upload: 1 to 10 distinct paths under `<their id>/`, no `.` or
-- `..` segment, so a request never points at someone else's file.
create function app_private.is_own_evidence(paths text[], owner uuid) returns boolean
  language sql immutable set search_path = ''
as $$
  select coalesce(cardinality(paths) between 1 and 10, false)
     and not exists (
       select 1 from unnest(paths) p
        where p is null or length(p) > 300 or not starts_with(p, owner::text || '/')
           or p = owner::text || '/' or p ~ '(^|/)\.\.?(/|$)' or p ~ '//'
     )
     and cardinality(paths) = (select count(distinct p) from unnest(paths) p)
$$;

-- Execute --------------------------------------------------------------------------------

-- Who may call each function, by name: revoked from every role first, since the default
-- privileges of a Supabase project grant execute on new functions to the API roles.

revoke execute on function
  app_private.touch_updated_at(),
  app_private.check_time_range(timestamp with time zone, timestamp with time zone)
  from public, anon, authenticated, service_role;

revoke execute on function
  app_private.is_time_zone(text),
  app_private.is_platform_admin(),
  app_private.owns_provider(uuid),
  app_private.administers_temple(uuid),
  app_private.is_listed_provider(uuid),
  app_private.is_listed_temple(uuid),
  app_private.manages_host(uuid, uuid),
  app_private.is_listed_host(uuid, uuid),
  app_private.owned_provider_ids(),
  app_private.administered_temple_ids()
  from public, anon, authenticated, service_role;

grant execute on function
  app_private.is_time_zone(text),
  app_private.is_platform_admin(),
  app_private.owns_provider(uuid),
  app_private.administers_temple(uuid),
  app_private.is_listed_provider(uuid),
  app_private.is_listed_temple(uuid),
  app_private.manages_host(uuid, uuid),
  app_private.is_listed_host(uuid, uuid),
  app_private.owned_provider_ids(),
  app_private.administered_temple_ids()
  to anon, authenticated, service_role;

revoke execute on function
  app_private.is_own_evidence(text[], uuid)
  from public, anon, authenticated, service_role;

grant execute on function
  app_private.is_own_evidence(text[], uuid)
  to authenticated, service_role;
