-- What a temple's administrators run from /temple-admin: the profile's address and map link, asking
-- for verification again, cancelling and featuring events, promoting seva programs, the
-- registrations and followers they may see, announcements to followers, and donation totals.

alter table public.temples
  add column address text check (length(address) <= 300),
  add column map_url text check (
    length(map_url) <= 2048 and map_url ~ '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
  );
grant insert (address, map_url) on public.temples to authenticated;
grant update (address, map_url) on public.temples to authenticated;

-- The slug is the temple's shared link: fixed once the temple is verified.
create function app_private.keep_verified_temple_slug() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.slug is distinct from old.slug and old.verification_status = 'verified'
     and auth.role() = 'authenticated' then
    raise exception 'A verified temple keeps its link'
      using errcode = '22023', hint = 'Devotees have shared it; ask the platform to change it.';
  end if;
  return new;
end
$$;
create trigger temples_keep_verified_slug
  before update of slug on public.temples
  for each row execute function app_private.keep_verified_temple_slug();
grant update (slug) on public.temples to authenticated;

-- A temple whose verification was declined fixes its profile and asks again (rejected -> pending).
create function public.request_temple_verification(temple_id uuid) returns public.temples
  language plpgsql security definer set search_path = ''
as $$
declare
  temple public.temples;
begin
  perform app_private.require_user();
  if not app_private.administers_temple(request_temple_verification.temple_id) then
    raise exception 'Temple not found' using errcode = 'PT404', hint = 'Check you administer this temple.';
  end if;
  update public.temples t
     set verification_status = 'pending', rejection_reason = null
   where t.id = request_temple_verification.temple_id and t.verification_status = 'rejected'
   returning * into temple;
  if not found then
    raise exception 'Only a declined temple can be sent for verification again'
      using errcode = 'PT409', hint = 'Your temple is already verified or waiting for review.';
  end if;
  return temple;
end
$$;

-- Events: cancelled ones stay on the admin's list, leave the devotees' lists and take no
-- registrations; a featured event is pinned on Explore until featured_until.
alter table public.temple_events
  add column cancelled_at timestamptz,
  add column featured_until timestamptz;
grant update (cancelled_at) on public.temple_events to authenticated;

drop policy "Anyone reads events of listed temples" on public.temple_events;
create policy "Anyone reads events of listed temples" on public.temple_events
  for select to anon, authenticated
  using (cancelled_at is null and app_private.is_listed_temple(temple_id));

drop policy "Users register for open events" on public.event_registrations;
create policy "Users register for open events" on public.event_registrations
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.temple_events e
                 where e.id = event_id and e.registration_open and e.cancelled_at is null
                   and e.starts_at > now() and not e.is_sample)
  );

-- Cancelling tells everyone registered, in the app.
create function app_private.announce_cancelled_event() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.notify(
    array(select r.user_id from public.event_registrations r where r.event_id = new.id),
    'event_cancelled',
    'Cancelled: ' || new.title,
    'The temple has cancelled this event. Your registration is withdrawn.',
    '/explore');
  return new;
end
$$;
create trigger temple_events_announce_cancelled
  after update of cancelled_at on public.temple_events
  for each row when (old.cancelled_at is null and new.cancelled_at is not null)
  execute function app_private.announce_cancelled_event();

-- The longest a temple may pin an event or promote a program at once.
create function app_private.check_promotion_end(until timestamptz) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if until is not null and (until <= now() or until > now() + interval '30 days') then
    raise exception 'Choose an end within the next 30 days'
      using errcode = '22023', hint = 'A promotion runs from now for at most 30 days.';
  end if;
end
$$;

create function public.feature_temple_event(event_id uuid, until timestamptz)
  returns public.temple_events
  language plpgsql security definer set search_path = ''
as $$
declare
  event public.temple_events;
begin
  perform app_private.require_user();
  perform app_private.check_promotion_end(until);
  update public.temple_events e set featured_until = until
   where e.id = feature_temple_event.event_id and app_private.administers_temple(e.temple_id)
     and e.cancelled_at is null and not e.is_sample
   returning * into event;
  if not found then
    raise exception 'Event not found' using errcode = 'PT404', hint = 'Choose one of your temple''s events.';
  end if;
  return event;
end
$$;

alter table public.seva_programs add column promoted_until timestamptz;

create function public.promote_seva_program(program_id uuid, until timestamptz)
  returns public.seva_programs
  language plpgsql security definer set search_path = ''
as $$
declare
  program public.seva_programs;
begin
  perform app_private.require_user();
  perform app_private.check_promotion_end(until);
  update public.seva_programs p set promoted_until = until
   where p.id = promote_seva_program.program_id and app_private.administers_temple(p.temple_id)
     and not p.is_sample
   returning * into program;
  if not found then
    raise exception 'Seva program not found'
      using errcode = 'PT404', hint = 'Choose one of your temple''s programs.';
  end if;
  return program;
end
$$;

-- Who registered for an event, as its temple sees them: the name on their profile, seats, when.
create function public.list_event_registrations(event_id uuid)
  returns table (user_id uuid, display_name text, seats smallint, registered_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  if not exists (select 1 from public.temple_events e
                  where e.id = list_event_registrations.event_id
                    and app_private.administers_temple(e.temple_id)) then
    raise exception 'Event not found' using errcode = 'PT404', hint = 'Choose one of your temple''s events.';
  end if;
  return query
    select r.user_id, coalesce(nullif(p.display_name, ''), 'Devotee'), r.seats, r.created_at
      from public.event_registrations r
      left join public.profiles p on p.id = r.user_id
     where r.event_id = list_event_registrations.event_id
     order by r.created_at, r.user_id;
end
$$;

-- A temple's followers as its admins see them: the name on their profile and since when, never
-- an e-mail or a phone.
create function public.list_temple_followers(temple_id uuid)
  returns table (display_name text, followed_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  if not app_private.administers_temple(list_temple_followers.temple_id) then
    raise exception 'Temple not found' using errcode = 'PT404', hint = 'Check you administer this temple.';
  end if;
  return query
    select coalesce(nullif(p.display_name, ''), 'Devotee'), f.created_at
      from public.follows f
      left join public.profiles p on p.id = f.user_id
     where f.temple_id = list_temple_followers.temple_id
     order by f.created_at desc, f.id;
end
$$;

-- An announcement to a temple's followers: one notification each and one e-mail job each.
create table public.temple_announcements (
  id uuid primary key default gen_random_uuid(),
  temple_id uuid not null references public.temples (id) on delete cascade,
  sent_by uuid references auth.users (id) on delete set null,
  title text not null check (length(trim(title)) between 1 and 120),
  body text not null check (length(trim(body)) between 1 and 1000),
  link text check (link ~ '^/[^[:space:]]*$' and length(link) <= 300),
  recipient_count integer not null default 0 check (recipient_count >= 0),
  created_at timestamptz not null default now()
);
-- The rate limit and the admin's history: a temple's announcements, newest first.
create index temple_announcements_temple_idx on public.temple_announcements (temple_id, created_at desc);
alter table public.temple_announcements enable row level security;
revoke all on table public.temple_announcements from public, anon, authenticated, service_role;
grant select on public.temple_announcements to authenticated;
grant select, insert, update, delete on public.temple_announcements to service_role;
create policy "Admins read their temple's announcements" on public.temple_announcements
  for select to authenticated using (app_private.administers_temple(temple_id));

-- Followers hear from a temple at most this often, so following never becomes a nuisance.
create function public.send_temple_announcement(temple_id uuid, title text, body text, link text default null)
  returns public.temple_announcements
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  followers uuid[];
  oldest_recent timestamptz;
  announcement public.temple_announcements;
begin
  if not app_private.administers_temple(send_temple_announcement.temple_id) then
    raise exception 'Temple not found' using errcode = 'PT404', hint = 'Check you administer this temple.';
  end if;
  -- One announcement at a time per temple, so two admins racing cannot both pass the limit.
  perform 1 from public.temples t where t.id = send_temple_announcement.temple_id for update;
  select min(a.created_at) into oldest_recent
    from (select x.created_at from public.temple_announcements x
           where x.temple_id = send_temple_announcement.temple_id
             and x.created_at > now() - interval '24 hours'
           order by x.created_at desc limit 3) a
   having count(*) >= 3;
  if oldest_recent is not null then
    raise exception 'Your followers have had 3 notifications in the last 24 hours'
      using errcode = 'PT429',
            hint = 'You can send the next one after ' ||
                   to_char((oldest_recent + interval '24 hours') at time zone 'Asia/Kolkata',
                           'DD Mon, HH12:MI AM') || ' IST.';
  end if;
  if length(trim(coalesce(title, ''))) = 0 or length(trim(coalesce(body, ''))) = 0 then
    raise exception 'Write a title and a message' using errcode = '22023';
  end if;
  followers := array(select f.user_id from public.follows f
                      where f.temple_id = send_temple_announcement.temple_id);
  insert into public.temple_announcements (temple_id, sent_by, title, body, link, recipient_count)
  values (send_temple_announcement.temple_id, uid, trim(title), trim(body), nullif(trim(link), ''),
          coalesce(array_length(followers, 1), 0))
  returning * into announcement;
  perform app_private.notify(followers, 'temple_announcement', announcement.title, announcement.body,
                             coalesce(announcement.link, '/explore'));
  insert into public.jobs (kind, payload)
  select 'temple.announcement', jsonb_build_object('announcement_id', announcement.id, 'user_id', f)
    from unnest(followers) f;
  return announcement;
end
$$;

-- A temple's paid donations and open pledges, by program and by month in India.
create function public.temple_donation_totals(temple_id uuid)
  returns table (
    seva_program_id uuid, program_title text, month date,
    paid_paise bigint, paid_count bigint, pledged_paise bigint, pledged_count bigint
  )
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  if not app_private.administers_temple(temple_donation_totals.temple_id) then
    raise exception 'Temple not found' using errcode = 'PT404', hint = 'Check you administer this temple.';
  end if;
  return query
    select d.seva_program_id, p.title,
           date_trunc('month', d.created_at at time zone 'Asia/Kolkata')::date,
           coalesce(sum(d.amount_paise) filter (where d.status = 'paid'), 0)::bigint,
           count(*) filter (where d.status = 'paid'),
           coalesce(sum(d.amount_paise) filter (where d.status = 'pending'), 0)::bigint,
           count(*) filter (where d.status = 'pending')
      from public.donations d
      join public.seva_programs p on p.id = d.seva_program_id
     where d.temple_id = temple_donation_totals.temple_id
     group by 1, 2, 3
     order by 3 desc, 2;
end
$$;

revoke execute on function
  public.request_temple_verification(uuid),
  public.feature_temple_event(uuid, timestamptz),
  public.promote_seva_program(uuid, timestamptz),
  public.list_event_registrations(uuid),
  public.list_temple_followers(uuid),
  public.send_temple_announcement(uuid, text, text, text),
  public.temple_donation_totals(uuid)
  from public, anon;
grant execute on function
  public.request_temple_verification(uuid),
  public.feature_temple_event(uuid, timestamptz),
  public.promote_seva_program(uuid, timestamptz),
  public.list_event_registrations(uuid),
  public.list_temple_followers(uuid),
  public.send_temple_announcement(uuid, text, text, text),
  public.temple_donation_totals(uuid)
  to authenticated, service_role;
revoke execute on function
  app_private.keep_verified_temple_slug(), app_private.announce_cancelled_event(),
  app_private.check_promotion_end(timestamptz)
  from public;
