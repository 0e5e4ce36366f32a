-- Every refusal the app's functions raise carries a stable code and its values in the error's detail (JSON), so screens word it by code in each language instead of matching the English.

create or replace function app_private.require_user() returns uuid
  language plpgsql stable set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Sign in to continue'
      using errcode = '42501', hint = 'Sign in, then try again.',
            detail = '{"code":"auth.sign_in_required"}';
  end if;
  return uid;
end
$$;

create or replace function public.set_primary_role(role public.app_role) returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  current_user_id uuid := auth.uid();
begin
  if current_user_id is null then
    raise exception 'No user logged in'
      using errcode = '42501', hint = 'Call set_primary_role with a signed-in user''s access token.',
            detail = '{"code":"auth.no_user"}';
  end if;

  -- Locks the user's rows, so two switches at once run one after the other.
  perform 1 from public.user_roles r where r.user_id = current_user_id for update;

  if not exists (
    select 1 from public.user_roles r
     where r.user_id = current_user_id and r.role = set_primary_role.role
  ) then
    raise exception 'You do not hold the % role', set_primary_role.role
      using errcode = '22023', hint = 'Add the role first (insert it into user_roles).',
            detail = json_build_object('code', 'role.not_held', 'role', set_primary_role.role)::text;
  end if;

  -- Demote before promoting: the one-primary index is checked row by row.
  update public.user_roles r
     set is_primary = false
   where r.user_id = current_user_id and r.is_primary and r.role <> set_primary_role.role;
  update public.user_roles r
     set is_primary = true
   where r.user_id = current_user_id and r.role = set_primary_role.role and not r.is_primary;
end
$$;

create or replace function app_private.require_mfa_admin(action text) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if coalesce(auth.role(), 'service_role') = 'service_role' or app_private.is_mfa_platform_admin() then
    return;
  end if;
  if app_private.is_platform_admin() then
    raise exception 'Your authenticator code is needed to %', action
      using errcode = '42501', hint = 'Sign in with your authenticator code to use the admin area.',
            detail = json_build_object('code', 'admin.code_required', 'action', action)::text;
  end if;
  raise exception 'Only platform administrators can %', action
    using errcode = '42501', hint = 'Ask an operator to run: npm run admin -- grant <your email>.',
          detail = json_build_object('code', 'admin.platform_admins_only', 'action', action)::text;
end
$$;

create or replace function app_private.count_event_registration() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  delta integer := coalesce(new.seats, 0) - coalesce(old.seats, 0);
begin
  update public.temple_events e
     set registration_count = greatest(e.registration_count + delta, 0)
   where e.id = coalesce(new.event_id, old.event_id)
     and (delta <= 0 or e.capacity is null or e.registration_count + delta <= e.capacity);
  if not found then
    raise exception 'This event is full'
      using errcode = 'PT409', hint = 'Choose fewer seats or another event.',
            detail = '{"code":"event.full"}';
  end if;
  return null;
end
$$;

create or replace function app_private.keep_verified_temple_slug() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.slug is distinct from old.slug and old.verification_status = 'verified'
     and auth.role() = 'authenticated' then
    raise exception 'A verified temple keeps its link'
      using errcode = '22023', hint = 'Devotees have shared it; ask the platform to change it.',
            detail = '{"code":"temple.verified_keeps_link"}';
  end if;
  return new;
end
$$;

create or replace function app_private.check_promotion_end(until timestamptz) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if until is not null and (until <= now() or until > now() + interval '30 days') then
    raise exception 'Choose an end within the next 30 days'
      using errcode = '22023', hint = 'A promotion runs from now for at most 30 days.',
            detail = '{"code":"promotion.end_out_of_range"}';
  end if;
end
$$;

create or replace function public.feature_temple_event(event_id uuid, until timestamptz)
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
    raise exception 'Event not found'
      using errcode = 'PT404', hint = 'Choose one of your temple''s events.',
            detail = '{"code":"event.not_found"}';
  end if;
  return event;
end
$$;

create or replace function public.promote_seva_program(program_id uuid, until timestamptz)
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
      using errcode = 'PT404', hint = 'Choose one of your temple''s programs.',
            detail = '{"code":"seva.not_found"}';
  end if;
  return program;
end
$$;

create or replace function public.list_event_registrations(event_id uuid)
  returns table (user_id uuid, display_name text, seats smallint, registered_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  if not exists (select 1 from public.temple_events e
                  where e.id = list_event_registrations.event_id
                    and app_private.administers_temple(e.temple_id)) then
    raise exception 'Event not found'
      using errcode = 'PT404', hint = 'Choose one of your temple''s events.',
            detail = '{"code":"event.not_found"}';
  end if;
  return query
    select r.user_id, coalesce(nullif(p.display_name, ''), 'Devotee'), r.seats, r.created_at
      from public.event_registrations r
      left join public.profiles p on p.id = r.user_id
     where r.event_id = list_event_registrations.event_id
     order by r.created_at, r.user_id;
end
$$;

create or replace function public.list_temple_followers(temple_id uuid)
  returns table (display_name text, followed_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  if not app_private.administers_temple(list_temple_followers.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  return query
    select coalesce(nullif(p.display_name, ''), 'Devotee'), f.created_at
      from public.follows f
      left join public.profiles p on p.id = f.user_id
     where f.temple_id = list_temple_followers.temple_id
     order by f.created_at desc, f.id;
end
$$;

create or replace function public.send_temple_announcement(temple_id uuid, title text, body text, link text default null)
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
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
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
                           'DD Mon, HH12:MI AM') || ' IST.',
            detail = json_build_object('code', 'announcement.rate_limited', 'retry_at', oldest_recent + interval '24 hours')::text;
  end if;
  if length(trim(coalesce(title, ''))) = 0 or length(trim(coalesce(body, ''))) = 0 then
    raise exception 'Write a title and a message'
using errcode = '22023', detail = '{"code":"announcement.text_required"}';
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

create or replace function public.save_katha_series(
  temple_id uuid,
  title text,
  speaker text,
  sessions jsonb,
  description text default '',
  capacity integer default null,
  event_id uuid default null
) returns public.temple_events
  language plpgsql security definer set search_path = ''
as $$
declare
  event public.temple_events;
  first_start timestamptz;
  session_count integer;
begin
  perform app_private.require_user();
  if not app_private.administers_temple(save_katha_series.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  if jsonb_typeof(sessions) is distinct from 'array' or jsonb_array_length(sessions) not between 1 and 60 then
    raise exception 'Give the series between 1 and 60 sessions'
using errcode = '22023', detail = '{"code":"katha.session_count"}';
  end if;
  if nullif(trim(speaker), '') is null then
    raise exception 'Name the speaker'
using errcode = '22023', detail = '{"code":"katha.speaker_required"}';
  end if;
  select min((s ->> 'starts_at')::timestamptz), count(*) into first_start, session_count
    from jsonb_array_elements(sessions) s;
  if first_start <= now() then
    raise exception 'Every session must be in the future'
using errcode = '22023', detail = '{"code":"katha.session_passed"}';
  end if;
  if event_id is null then
    insert into public.temple_events (temple_id, title, kind, starts_at, speaker, description, capacity)
    values (save_katha_series.temple_id, trim(title), 'katha_series', first_start, trim(speaker),
            coalesce(trim(description), ''), capacity)
    returning * into event;
  else
    update public.temple_events e
       set title = trim(save_katha_series.title), starts_at = first_start,
           speaker = trim(save_katha_series.speaker),
           description = coalesce(trim(save_katha_series.description), ''),
           capacity = save_katha_series.capacity
     where e.id = save_katha_series.event_id and e.temple_id = save_katha_series.temple_id
       and e.kind = 'katha_series' and e.cancelled_at is null and not e.is_sample
    returning * into event;
    if not found then
      raise exception 'Katha series not found'
        using errcode = 'PT404', hint = 'Choose one of your temple''s series.',
              detail = '{"code":"katha.not_found"}';
    end if;
    delete from public.katha_sessions k where k.event_id = event.id;
  end if;
  insert into public.katha_sessions (event_id, starts_at, topic)
  select event.id, (s ->> 'starts_at')::timestamptz, coalesce(trim(s ->> 'topic'), '')
    from jsonb_array_elements(sessions) s;
  return event;
exception
  when unique_violation then
    raise exception 'Two sessions have the same date and time'
using errcode = '22023', detail = '{"code":"katha.duplicate_session"}';
  when invalid_datetime_format or datetime_field_overflow then
    raise exception 'A session''s date and time could not be read'
using errcode = '22023', detail = '{"code":"katha.unreadable_session"}';
end
$$;

create or replace function public.move_temple_photo(photo_id uuid, direction integer)
  returns void
  language plpgsql security definer set search_path = ''
as $$
declare
  photo public.temple_photos;
  neighbour public.temple_photos;
begin
  perform app_private.require_user();
  if direction not in (-1, 1) then
    raise exception 'Move a photo one place up (-1) or down (1)'
using errcode = '22023', detail = '{"code":"photo.bad_move"}';
  end if;
  select * into photo from public.temple_photos p where p.id = move_temple_photo.photo_id;
  if not found or not app_private.administers_temple(photo.temple_id) then
    raise exception 'Photo not found'
      using errcode = 'PT404', hint = 'Choose one of your temple''s photos.',
            detail = '{"code":"photo.not_found"}';
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

create or replace function public.invite_temple_admin(temple_id uuid, email text)
  returns public.temple_admin_invites
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  address text := lower(trim(email));
  invite public.temple_admin_invites;
begin
  if not app_private.administers_temple(invite_temple_admin.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  if address !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or length(address) > 254 then
    raise exception 'Enter an e-mail address like name@example.com'
using errcode = '22023', detail = '{"code":"admin_invite.bad_email"}';
  end if;
  if exists (select 1 from public.temple_admins a join auth.users u on u.id = a.user_id
              where a.temple_id = invite_temple_admin.temple_id and lower(u.email) = address) then
    raise exception '% is already an administrator of this temple', address
      using errcode = 'PT409',
            detail = json_build_object('code', 'admin_invite.already_admin', 'email', address)::text;
  end if;
  if (select count(*) from public.temple_admin_invites i
       where i.temple_id = invite_temple_admin.temple_id and i.accepted_at is null
         and i.expires_at > now()) >= 20 then
    raise exception 'A temple has at most 20 open invitations'
      using errcode = 'PT409', hint = 'Withdraw one that is no longer needed.',
            detail = '{"code":"admin_invite.too_many"}';
  end if;
  -- An expired invitation to the same address gives way to the new one.
  delete from public.temple_admin_invites i
   where i.temple_id = invite_temple_admin.temple_id and i.email = address
     and i.accepted_at is null and i.expires_at <= now();
  insert into public.temple_admin_invites (temple_id, email, invited_by)
  values (invite_temple_admin.temple_id, address, uid)
  returning * into invite;
  perform app_private.enqueue_job('temple.admin_invite', jsonb_build_object('invite_id', invite.id));
  return invite;
exception
  when unique_violation then
    raise exception '% is already invited', address
      using errcode = 'PT409', hint = 'They can accept from the e-mail they received.',
            detail = json_build_object('code', 'admin_invite.already_invited', 'email', address)::text;
end
$$;

create or replace function public.accept_temple_admin_invite(invite_id uuid)
  returns public.temple_admins
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  invite public.temple_admin_invites;
  admin public.temple_admins;
begin
  select * into invite from public.temple_admin_invites i
   where i.id = accept_temple_admin_invite.invite_id and i.email = app_private.confirmed_email()
   for update;
  if not found then
    raise exception 'Invitation not found'
      using errcode = 'PT404', hint = 'Sign in with the address the invitation was sent to.',
            detail = '{"code":"invitation.not_found"}';
  end if;
  if invite.accepted_at is not null or invite.expires_at <= now() then
    raise exception 'This invitation has expired or was already used'
      using errcode = 'PT409', hint = 'Ask the temple to invite you again.',
            detail = '{"code":"admin_invite.expired"}';
  end if;
  update public.temple_admin_invites i set accepted_at = now() where i.id = invite.id;
  insert into public.temple_admins (temple_id, user_id) values (invite.temple_id, uid)
  on conflict do nothing;
  select * into admin from public.temple_admins a where a.temple_id = invite.temple_id and a.user_id = uid;
  return admin;
end
$$;

create or replace function public.list_temple_admins(temple_id uuid)
  returns table (user_id uuid, display_name text, email text)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if not app_private.administers_temple(list_temple_admins.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  return query
    select a.user_id, coalesce(nullif(p.display_name, ''), u.email), u.email
      from public.temple_admins a
      join auth.users u on u.id = a.user_id
      left join public.profiles p on p.id = a.user_id
     where a.temple_id = list_temple_admins.temple_id
     order by a.created_at;
end
$$;

create or replace function app_private.keep_one_temple_admin() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  if exists (select 1 from public.temples t where t.id = old.temple_id)
     and not exists (select 1 from public.temple_admins a where a.temple_id = old.temple_id) then
    raise exception 'A temple needs at least one administrator'
      using errcode = 'PT409', hint = 'Invite another administrator before you step down.',
            detail = '{"code":"temple.last_admin"}';
  end if;
  return null;
end
$$;

create or replace function app_private.refuse_unscheduled_pooja() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  o public.offerings;
  zone text;
begin
  if new.temple_id is null then
    return new;
  end if;
  select * into o from public.offerings x where x.id = new.offering_id;
  select t.time_zone into zone from public.temples t where t.id = new.temple_id;
  if not app_private.is_scheduled_performance(o, zone, lower(new.slot)) then
    raise exception 'The temple does not perform this pooja at that time'
      using errcode = '22023', hint = 'Choose one of the times the temple publishes.',
            detail = '{"code":"pooja.time_not_scheduled"}';
  end if;
  return new;
end
$$;

create or replace function public.temple_pooja_times(offering_id uuid, range_start timestamptz, range_end timestamptz)
  returns table (starts_at timestamptz, ends_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  o public.offerings;
  zone text;
begin
  select x.* into o from public.offerings x
   where x.id = temple_pooja_times.offering_id and x.active and x.temple_id is not null
     and x.schedule_weekdays is not null and app_private.is_listed_temple(x.temple_id);
  if not found then
    raise exception 'This pooja has no published times'
      using errcode = 'PT404', hint = 'Choose another pooja of the temple.',
            detail = '{"code":"pooja.no_times"}';
  end if;
  if range_start is null or range_end is null or range_end <= range_start
     or range_end - range_start > interval '31 days' then
    raise exception 'Ask for a range of up to 31 days'
      using errcode = '22023', hint = 'range_end must be after range_start and at most 31 days later.',
            detail = '{"code":"range.too_long"}';
  end if;
  select t.time_zone into zone from public.temples t where t.id = o.temple_id;
  return query
    select s.at, s.at + make_interval(mins => o.duration_minutes)
      from (select ((range_start at time zone zone)::date + i + o.schedule_time) at time zone zone as at
              from generate_series(0, (range_end at time zone zone)::date
                                      - (range_start at time zone zone)::date) i) s
     where s.at >= range_start and s.at < range_end and s.at > now()
       and app_private.is_scheduled_performance(o, zone, s.at)
     order by s.at;
end
$$;

create or replace function public.invite_temple_provider(temple_id uuid, provider_id uuid)
  returns public.temple_providers
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  temple public.temples;
  provider public.providers;
  association public.temple_providers;
begin
  select * into temple from public.temples t where t.id = invite_temple_provider.temple_id;
  if not found or not app_private.administers_temple(temple.id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  select * into provider from public.providers p
   where p.id = invite_temple_provider.provider_id and p.verification_status = 'verified' and not p.is_sample;
  if not found then
    raise exception 'Only verified gurus and pujaris can be invited'
      using errcode = 'PT404', hint = 'Search the verified providers.',
            detail = '{"code":"provider_invite.not_verified"}';
  end if;
  insert into public.temple_providers (temple_id, provider_id, invited_by)
  values (temple.id, provider.id, uid)
  on conflict on constraint temple_providers_pkey do update
     set status = 'invited', invited_by = uid, created_at = now(), responded_at = null
   where public.temple_providers.status = 'declined'
  returning * into association;
  if not found then
    raise exception '% is already invited or associated', provider.display_name
      using errcode = 'PT409', hint = 'Wait for their answer, or remove the association first.',
            detail = json_build_object('code', 'provider_invite.already_invited', 'name', provider.display_name)::text;
  end if;
  perform app_private.notify(array[provider.user_id], 'temple_invitation',
                             temple.name || ' invites you to join its gurus',
                             'Accept or decline from your profile.', '/profile',
                             jsonb_build_object('temple', temple.name));
  return association;
end
$$;

create or replace function public.respond_to_temple_invitation(temple_id uuid, accept boolean)
  returns public.temple_providers
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  association public.temple_providers;
begin
  update public.temple_providers a
     set status = case when accept then 'accepted'::public.temple_provider_status else 'declined' end,
         responded_at = now()
   where a.temple_id = respond_to_temple_invitation.temple_id and a.status = 'invited'
     and a.provider_id in (select p.id from public.providers p where p.user_id = uid)
  returning * into association;
  if not found then
    raise exception 'Invitation not found'
      using errcode = 'PT404', hint = 'It may have been withdrawn by the temple.',
            detail = '{"code":"invitation.not_found"}';
  end if;
  return association;
end
$$;

create or replace function public.remove_temple_provider(temple_id uuid, provider_id uuid)
  returns void
  language plpgsql security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  delete from public.temple_providers a
   where a.temple_id = remove_temple_provider.temple_id
     and a.provider_id = remove_temple_provider.provider_id
     and (app_private.administers_temple(a.temple_id) or app_private.owns_provider(a.provider_id));
  if not found then
    raise exception 'Association not found'
using errcode = 'PT404', detail = '{"code":"provider_invite.association_not_found"}';
  end if;
end
$$;

create or replace function public.set_temple_authorisation(offering uuid, temple uuid, authorised boolean)
  returns public.offerings
  language plpgsql security definer set search_path = ''
as $$
declare
  chosen public.offerings;
  temple_name text;
begin
  perform app_private.require_user();
  if not app_private.administers_temple(set_temple_authorisation.temple) then
    raise exception 'Only this temple''s administrators can authorise offerings in its name'
      using errcode = '42501', hint = 'Sign in with an account that administers the temple.',
            detail = '{"code":"authorisation.temple_admins_only"}';
  end if;
  select * into chosen from public.offerings o where o.id = set_temple_authorisation.offering for update;
  if not found then
    raise exception 'Offering not found'
using errcode = 'PT404', detail = '{"code":"offering.not_found"}';
  end if;
  if chosen.temple_id is distinct from set_temple_authorisation.temple
     and not exists (select 1 from public.temple_providers tp
                      where tp.temple_id = set_temple_authorisation.temple
                        and tp.provider_id = chosen.provider_id and tp.status = 'accepted') then
    raise exception 'This offering is not linked to your temple'
      using errcode = '22023',
            hint = 'Authorise your temple''s own offerings, or those of gurus and pujaris who have accepted your invitation.',
            detail = '{"code":"authorisation.not_linked"}';
  end if;
  if chosen.authorised_by_temple_id is distinct from set_temple_authorisation.temple
     and chosen.authorised_by_temple_id is not null then
    raise exception 'Another temple has authorised this offering'
      using errcode = 'PT409', hint = 'An offering carries one temple''s authorisation; only that temple can withdraw it.',
            detail = '{"code":"authorisation.other_temple"}';
  end if;
  if coalesce(set_temple_authorisation.authorised, false) = (chosen.authorised_by_temple_id is not null) then
    return chosen;
  end if;
  update public.offerings o
     set authorised_by_temple_id = case when set_temple_authorisation.authorised then set_temple_authorisation.temple end,
         authorised_at = case when set_temple_authorisation.authorised then now() end
   where o.id = chosen.id
   returning * into chosen;
  if set_temple_authorisation.authorised and chosen.provider_id is not null then
    select t.name into temple_name from public.temples t where t.id = set_temple_authorisation.temple;
    perform app_private.notify(
      array(select p.user_id from public.providers p where p.id = chosen.provider_id),
      'offering_authorised', temple_name || ' authorised your offering', chosen.title, '/services',
      jsonb_build_object('temple', temple_name));
  end if;
  return chosen;
end
$$;

create or replace function public.book_offering(
  offering_id uuid,
  starts_at timestamptz,
  mode public.booking_mode default null,
  note text default '',
  contact_phone text default null,
  address text default null
) returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  o public.offerings;
  p public.providers;
  chosen public.booking_mode;
  ends_at timestamptz;
  booking public.bookings;
begin
  select * into o from public.offerings x
   where x.id = book_offering.offering_id and x.active
     and app_private.is_listed_host(x.provider_id, x.temple_id);
  if not found then
    raise exception 'This offering is not available for booking'
      using errcode = 'PT404', hint = 'It may have been withdrawn; choose another offering.',
            detail = '{"code":"booking.offering_unavailable"}';
  end if;
  if o.is_sample then
    raise exception 'This is an example offering and cannot be booked'
      using errcode = '22023', hint = 'Choose an offering of a verified provider.',
            detail = '{"code":"booking.sample_offering"}';
  end if;
  chosen := coalesce(book_offering.mode, case o.mode when 'both' then null else o.mode::text::public.booking_mode end);
  if chosen is null then
    raise exception 'Choose online or offline for this offering'
      using errcode = '22023', hint = 'Pass mode: online or offline.',
            detail = '{"code":"booking.mode_required"}';
  end if;
  if o.mode <> 'both' and chosen::text <> o.mode::text then
    raise exception 'This offering is only available %', o.mode
      using errcode = '22023', hint = format('Book it with mode %s.', o.mode),
            detail = json_build_object('code', 'booking.mode_unavailable', 'mode', o.mode)::text;
  end if;
  if chosen = 'offline' and nullif(trim(book_offering.contact_phone), '') is null then
    raise exception 'A phone number is needed for an offline booking'
      using errcode = '22023', hint = 'Add a phone number the pujari can call.',
            detail = '{"code":"booking.phone_required"}';
  end if;
  if chosen = 'offline' and o.kind = 'home_pooja' and nullif(trim(book_offering.address), '') is null then
    raise exception 'An address is needed for a pooja at home'
      using errcode = '22023', hint = 'Add the address where the pooja will take place.',
            detail = '{"code":"booking.address_required"}';
  end if;
  if book_offering.starts_at is null or book_offering.starts_at <= now() then
    raise exception 'This time has already passed'
      using errcode = '22023', hint = 'Choose a time in the future.',
            detail = '{"code":"booking.time_passed"}';
  end if;
  ends_at := book_offering.starts_at + make_interval(mins => o.duration_minutes);

  if o.temple_id is not null and book_offering.starts_at > now() + interval '365 days' then
    raise exception 'Bookings open only 365 days ahead'
      using errcode = '22023', hint = 'Choose an earlier date.',
            detail = json_build_object('code', 'booking.too_far_ahead', 'days', 365)::text;
  end if;
  if o.provider_id is not null then
    select * into p from public.providers x where x.id = o.provider_id;
    if book_offering.starts_at > now() + make_interval(days => p.booking_horizon_days) then
      raise exception 'Bookings open only % days ahead', p.booking_horizon_days
        using errcode = '22023', hint = 'Choose an earlier date.',
              detail = json_build_object('code', 'booking.too_far_ahead', 'days', p.booking_horizon_days)::text;
    end if;
    if p.user_id = uid then
      raise exception 'You cannot book your own offering'
using errcode = '22023', detail = '{"code":"booking.own_offering"}';
    end if;
    if not app_private.is_within_availability(p.id, p.time_zone, book_offering.starts_at, ends_at) then
      raise exception 'The provider is not available at this time'
        using errcode = '22023', hint = 'Pick one of the times available_slots returns.',
              detail = '{"code":"booking.provider_unavailable"}';
    end if;
    if exists (select 1 from public.time_off t
                where t.provider_id = p.id and t.period && tstzrange(book_offering.starts_at, ends_at)) then
      raise exception 'The provider is away at this time'
        using errcode = '22023', hint = 'Pick one of the times available_slots returns.',
              detail = '{"code":"booking.provider_away"}';
    end if;
  end if;

  begin
    insert into public.bookings (
      devotee_id, offering_id, provider_id, temple_id, title, mode, price_paise, free_cancel_hours,
      kept_percent, slot, blocked, devotee_name, contact_phone, address, note
    ) values (
      uid, o.id, o.provider_id, o.temple_id, o.title, chosen, o.price_paise, o.free_cancel_hours,
      o.kept_percent, tstzrange(book_offering.starts_at, ends_at),
      tstzrange(book_offering.starts_at, ends_at + make_interval(mins => coalesce(p.buffer_minutes, 0))),
      coalesce((select pr.display_name from public.profiles pr where pr.id = uid), ''),
      case when chosen = 'offline' then nullif(trim(book_offering.contact_phone), '') end,
      case when chosen = 'offline' then nullif(trim(book_offering.address), '') end,
      coalesce(book_offering.note, '')
    ) returning * into booking;
  exception when exclusion_violation then
    raise exception 'This slot is no longer available'
      using errcode = '23P01', hint = 'Someone else has just booked it; choose another time.',
            detail = '{"code":"booking.slot_taken"}';
  end;

  perform app_private.add_booking_event(booking, uid, '');
  perform app_private.notify(app_private.host_users(booking), 'booking_requested', 'New booking request',
    booking.title, '/bookings');
  return booking;
end
$$;

create or replace function app_private.lock_booking(target uuid) returns public.bookings
  language plpgsql set search_path = ''
as $$
declare
  booking public.bookings;
begin
  select * into booking from public.bookings b where b.id = target for update;
  if not found or not (booking.devotee_id = auth.uid()
                       or app_private.manages_host(booking.provider_id, booking.temple_id)) then
    raise exception 'Booking not found'
      using errcode = 'PT404', hint = 'Check the booking link.',
            detail = '{"code":"booking.not_found"}';
  end if;
  return booking;
end
$$;

create or replace function public.respond_to_booking(booking_id uuid, accept boolean, reason text default null)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(respond_to_booking.booking_id);
begin
  if not app_private.manages_host(booking.provider_id, booking.temple_id) then
    raise exception 'Only the provider can confirm or decline this booking'
using errcode = '42501', detail = '{"code":"booking.provider_responds"}';
  end if;
  if booking.status <> 'requested' then
    raise exception 'This booking is already %', booking.status
      using errcode = 'PT409', hint = 'Only a requested booking can be confirmed or declined.',
            detail = json_build_object('code', 'booking.already_in_status', 'status', booking.status)::text;
  end if;
  if accept is null then
    raise exception 'Say whether you accept the booking'
      using errcode = '22023', hint = 'Pass accept: true or false.',
            detail = '{"code":"booking.answer_required"}';
  end if;
  update public.bookings b
     set status = case when accept then 'confirmed' else 'declined' end::public.booking_status,
         response_reason = nullif(trim(reason), ''),
         responded_at = now()
   where b.id = booking.id
   returning * into booking;
  perform app_private.add_booking_event(booking, uid, coalesce(reason, ''));
  perform app_private.notify(array[booking.devotee_id], 'booking_' || booking.status::text,
    case when accept then 'Your booking is confirmed' else 'Your booking was declined' end,
    booking.title, '/bookings');
  return booking;
end
$$;

create or replace function public.cancel_booking(booking_id uuid, reason text default null)
  returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(cancel_booking.booking_id);
  by_devotee boolean := booking.devotee_id = uid;
  refundable integer;
begin
  if booking.status not in ('requested', 'confirmed') then
    raise exception 'This booking is already %', booking.status
      using errcode = 'PT409', hint = 'Only a requested or confirmed booking can be cancelled.',
            detail = json_build_object('code', 'booking.already_in_status', 'status', booking.status)::text;
  end if;
  if lower(booking.slot) <= now() then
    raise exception 'This booking has already started'
      using errcode = 'PT409', hint = 'Contact the provider about a booking in progress.',
            detail = '{"code":"booking.already_started"}';
  end if;
  if not by_devotee and nullif(trim(reason), '') is null then
    raise exception 'Give the devotee a reason for cancelling'
      using errcode = '22023', hint = 'Pass reason: a sentence the devotee will read.',
            detail = '{"code":"booking.cancel_reason_required"}';
  end if;
  refundable := case
    when not by_devotee or booking.status = 'requested'
      or now() <= lower(booking.slot) - make_interval(hours => booking.free_cancel_hours)
      then booking.price_paise
    else booking.price_paise - (booking.price_paise * booking.kept_percent) / 100
  end;
  update public.bookings b
     set status = 'cancelled',
         cancelled_by = case when by_devotee then 'devotee' else 'provider' end::public.booking_party,
         cancel_reason = nullif(trim(reason), ''),
         cancelled_at = now(),
         refundable_paise = refundable
   where b.id = booking.id
   returning * into booking;
  perform app_private.add_booking_event(booking, uid, coalesce(reason, ''));
  perform app_private.notify(
    case when by_devotee then app_private.host_users(booking) else array[booking.devotee_id] end,
    'booking_cancelled', 'A booking was cancelled', booking.title, '/bookings');
  return booking;
end
$$;

create or replace function public.complete_booking(booking_id uuid) returns public.bookings
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  booking public.bookings := app_private.lock_booking(complete_booking.booking_id);
begin
  if not app_private.manages_host(booking.provider_id, booking.temple_id) then
    raise exception 'Only the provider can complete this booking'
using errcode = '42501', detail = '{"code":"booking.provider_completes"}';
  end if;
  if booking.status <> 'confirmed' then
    raise exception 'This booking is %, not confirmed', booking.status
      using errcode = 'PT409', hint = 'Only a confirmed booking can be completed.',
            detail = json_build_object('code', 'booking.not_confirmed', 'status', booking.status)::text;
  end if;
  if lower(booking.slot) > now() then
    raise exception 'This booking has not started yet'
      using errcode = 'PT409', hint = 'Complete it after it has taken place.',
            detail = '{"code":"booking.not_started"}';
  end if;
  update public.bookings b set status = 'completed', completed_at = now()
   where b.id = booking.id returning * into booking;
  perform app_private.add_booking_event(booking, uid, '');
  perform app_private.notify(array[booking.devotee_id], 'booking_completed', 'How was it?', booking.title, '/bookings');
  return booking;
end
$$;

create or replace function public.available_slots(
  provider_id uuid,
  range_start timestamptz,
  range_end timestamptz,
  duration_minutes integer default 60
) returns table (starts_at timestamptz, ends_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  p public.providers;
begin
  select * into p from public.providers x
   where x.id = available_slots.provider_id
     and (x.verification_status = 'verified' or x.is_sample or x.user_id = auth.uid());
  if not found then
    raise exception 'Provider not found'
      using errcode = 'PT404', hint = 'Check the provider link.',
            detail = '{"code":"provider.not_found"}';
  end if;
  if range_start is null or range_end is null or range_end <= range_start
     or range_end - range_start > interval '31 days' then
    raise exception 'Ask for a range of up to 31 days'
      using errcode = '22023', hint = 'range_end must be after range_start and at most 31 days later.',
            detail = '{"code":"range.too_long"}';
  end if;
  if duration_minutes is null or duration_minutes not between 5 and 1440 then
    raise exception 'The duration must be between 5 and 1440 minutes'
using errcode = '22023', detail = '{"code":"slots.bad_duration"}';
  end if;
  return query
  with days as (
    select (range_start at time zone p.time_zone)::date + i as day
      from generate_series(0, (range_end at time zone p.time_zone)::date
                              - (range_start at time zone p.time_zone)::date) i
  ), windows as (
    select (days.day + r.start_time) at time zone p.time_zone as opens,
           (days.day + r.end_time) at time zone p.time_zone as closes
      from days join public.availability_rules r
        on r.provider_id = p.id and r.weekday = extract(dow from days.day)
  ), candidates as (
    select s as slot_start, s + make_interval(mins => duration_minutes) as slot_end
      from windows,
           generate_series(windows.opens, windows.closes - make_interval(mins => duration_minutes),
                           interval '30 minutes') s
  )
  select c.slot_start, c.slot_end
    from candidates c
   where c.slot_start >= range_start and c.slot_end <= range_end
     and c.slot_start > now()
     and c.slot_start <= now() + make_interval(days => p.booking_horizon_days)
     and not exists (select 1 from public.time_off t
                      where t.provider_id = p.id and t.period && tstzrange(c.slot_start, c.slot_end))
     and not exists (select 1 from public.bookings b
                      where b.provider_id = p.id and b.status in ('requested', 'confirmed')
                        and b.blocked && tstzrange(c.slot_start,
                                                   c.slot_end + make_interval(mins => p.buffer_minutes)))
   order by c.slot_start;
end
$$;

create or replace function public.set_live_session_status(
  session_id uuid,
  status public.live_session_status,
  stream_url text default null
) returns public.live_sessions
  language plpgsql security definer set search_path = ''
as $$
declare
  s public.live_sessions;
begin
  perform app_private.require_user();
  select * into s from public.live_sessions x where x.id = session_id for update;
  if not found or not app_private.manages_host(s.provider_id, s.temple_id) then
    raise exception 'Live session not found'
      using errcode = 'PT404', hint = 'Check the session link.',
            detail = '{"code":"live.not_found"}';
  end if;
  if not ((s.status = 'scheduled' and set_live_session_status.status in ('live', 'cancelled'))
          or (s.status = 'live' and set_live_session_status.status = 'ended')) then
    raise exception 'A % session cannot become %', s.status, set_live_session_status.status
      using errcode = 'PT409', hint = 'Sessions go scheduled -> live -> ended, or scheduled -> cancelled.',
            detail = json_build_object('code', 'live.bad_transition', 'from', s.status, 'to', set_live_session_status.status)::text;
  end if;
  if set_live_session_status.stream_url is not null and set_live_session_status.status <> 'live' then
    raise exception 'A stream link is given only when going live'
      using errcode = '22023', hint = 'Edit the session to change its link.',
            detail = '{"code":"live.link_only_when_going_live"}';
  end if;
  update public.live_sessions x
     set status = set_live_session_status.status,
         stream_url = coalesce(set_live_session_status.stream_url, x.stream_url)
   where x.id = s.id returning * into s;
  return s;
end
$$;

create or replace function app_private.refuse_past_live_start() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if auth.role() = 'authenticated' and new.status = 'scheduled' and new.starts_at < now()
     and (tg_op = 'INSERT' or new.starts_at is distinct from old.starts_at) then
    raise exception 'This date and time has already passed'
      using errcode = '22023', hint = 'Choose a start time in the future.',
            detail = '{"code":"live.start_passed"}';
  end if;
  return new;
end
$$;

create or replace function public.go_live_now(
  temple_id uuid,
  title text,
  kind public.live_session_kind,
  stream_url text
) returns public.live_sessions
  language plpgsql security definer set search_path = ''
as $$
declare
  temple public.temples;
  session public.live_sessions;
begin
  perform app_private.require_user();
  select * into temple from public.temples t where t.id = go_live_now.temple_id for update;
  if not found or not app_private.administers_temple(temple.id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  if exists (select 1 from public.live_sessions s
              where s.temple_id = temple.id and s.provider_id is null and s.status = 'live') then
    raise exception 'The temple is already live'
      using errcode = 'PT409', hint = 'End the current stream before starting another.',
            detail = '{"code":"live.already_live"}';
  end if;
  if stream_url is null then
    raise exception 'Paste the stream link devotees will watch'
      using errcode = '22023', hint = 'A YouTube live link or any other https player page.',
            detail = '{"code":"live.link_required"}';
  end if;
  insert into public.live_sessions (temple_id, title, kind, starts_at, status, venue, stream_url)
  values (temple.id, trim(go_live_now.title), go_live_now.kind, now(), 'live',
          coalesce(temple.location, temple.city, temple.name), trim(go_live_now.stream_url))
  returning * into session;
  return session;
end
$$;

create or replace function public.record_donation(
  seva_program_id uuid,
  amount_paise integer,
  is_anonymous boolean default false,
  message text default '',
  donor_name text default null,
  pan text default null
) returns public.donations
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  program public.seva_programs;
  donation public.donations;
  receipt_pan text := nullif(upper(trim(pan)), '');
begin
  select * into program from public.seva_programs x
   where x.id = record_donation.seva_program_id and x.active
     and app_private.is_listed_temple(x.temple_id);
  if not found then
    raise exception 'This seva program is not accepting donations'
      using errcode = 'PT404', hint = 'Choose another seva program.',
            detail = '{"code":"donation.program_closed"}';
  end if;
  if program.is_sample then
    raise exception 'This is an example seva program and takes no donations'
      using errcode = '22023', hint = 'Choose a seva program of a verified temple.',
            detail = '{"code":"donation.sample_program"}';
  end if;
  if amount_paise is null or amount_paise < 100 then
    raise exception 'The smallest donation is ₹1'
      using errcode = '22023', hint = 'amount_paise is in paise: ₹1 is 100.',
            detail = '{"code":"donation.too_small"}';
  end if;
  if amount_paise > 1000000000 then
    raise exception 'Donations above ₹1 crore are arranged with the temple directly'
using errcode = '22023', detail = '{"code":"donation.too_large"}';
  end if;
  if receipt_pan is not null and receipt_pan !~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then
    raise exception 'A PAN is five letters, four digits and a letter, like ABCDE1234F'
      using errcode = '22023', hint = 'Leave the PAN empty if you do not need a tax receipt.',
            detail = '{"code":"donation.bad_pan"}';
  end if;
  if length(donor_name) > 120 then
    raise exception 'The name on the receipt is at most 120 characters'
using errcode = '22023', detail = '{"code":"donation.receipt_name_too_long"}';
  end if;
  insert into public.donations (seva_program_id, temple_id, donor_id, amount_paise, donor_name,
                                is_anonymous, message, pan)
  values (program.id, program.temple_id, uid, amount_paise,
          case when coalesce(is_anonymous, false) then null
               else coalesce(nullif(trim(record_donation.donor_name), ''),
                             (select pr.display_name from public.profiles pr where pr.id = uid)) end,
          coalesce(is_anonymous, false), coalesce(message, ''), receipt_pan)
  returning * into donation;
  return donation;
end
$$;

create or replace function public.temple_donation_totals(temple_id uuid)
  returns table (
    seva_program_id uuid, program_title text, month date,
    paid_paise bigint, paid_count bigint, pledged_paise bigint, pledged_count bigint
  )
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  if not app_private.administers_temple(temple_donation_totals.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  return query
    select d.seva_program_id, p.title,
           date_trunc('month', coalesce(d.paid_at, d.created_at) at time zone 'Asia/Kolkata')::date,
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

create or replace function app_private.lock_payment_by_order(method text, order_ref text) returns public.payments
  language plpgsql set search_path = ''
as $$
declare
  target uuid;
begin
  select x.id into target from public.payments x
   where x.method = lock_payment_by_order.method and x.order_ref = lock_payment_by_order.order_ref;
  if target is null then
    raise exception 'No payment has this order'
      using errcode = 'PT404', hint = 'Check the order id: attach_order records it when the order is made.',
            detail = '{"code":"payment.order_not_found"}';
  end if;
  return app_private.lock_payment(target);
end
$$;

create or replace function app_private.next_receipt_number(temple uuid, at timestamptz) returns text
  language plpgsql security definer set search_path = ''
as $$
declare
  fy text := app_private.financial_year(at);
  prefix text;
  n integer;
begin
  select t.receipt_prefix into prefix from public.temples t where t.id = temple;
  if not found then
    raise exception 'Temple not found'
using errcode = 'PT404', detail = '{"code":"temple.not_found"}';
  end if;
  -- An upsert takes the same row lock as SELECT ... FOR UPDATE, and also settles the race of
  -- the year's first two receipts.
  insert into public.receipt_counters as c (temple_id, financial_year, last_number)
  values (temple, fy, 1)
  on conflict (temple_id, financial_year)
    do update set last_number = c.last_number + 1, updated_at = now()
  returning c.last_number into n;
  return prefix || '/' || fy || '/' || case when n < 1000000 then lpad(n::text, 6, '0') else n::text end;
end
$$;

create or replace function app_private.start_payment(purpose text, target uuid, payer uuid, method text)
  returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  b public.bookings;
  d public.donations;
  amount integer;
  payee_upi text;
  payee text;
  p public.payments;
begin
  if start_payment.method is null or start_payment.method not in ('razorpay', 'upi', 'test') then
    raise exception 'Pay by razorpay, upi or test'
      using errcode = '22023', hint = 'Cash is recorded by the provider after the visit.',
            detail = '{"code":"payment.bad_method"}';
  end if;
  if purpose = 'booking' then
    select * into b from public.bookings x
     where x.id = start_payment.target and x.devotee_id = start_payment.payer for update;
    if not found then
      raise exception 'Booking not found'
        using errcode = 'PT404', hint = 'Check the booking link.',
              detail = '{"code":"booking.not_found"}';
    end if;
    if b.is_sample then
      raise exception 'This is an example booking and cannot be paid'
using errcode = '22023', detail = '{"code":"payment.sample_booking"}';
    end if;
    if b.paid_at is not null then
      raise exception 'This booking is already paid'
using errcode = 'PT409', detail = '{"code":"payment.booking_paid"}';
    end if;
    if b.status not in ('requested', 'confirmed', 'completed') then
      raise exception 'This booking is %, so there is nothing to pay', b.status
        using errcode = 'PT409', hint = 'Book another time.',
              detail = json_build_object('code', 'payment.booking_not_payable', 'status', b.status)::text;
    end if;
    if not b.is_prepaid and b.status <> 'completed' then
      raise exception 'A home pooja is paid after the visit'
        using errcode = 'PT409',
              hint = 'Pay once the pujari marks it completed, or pay them in cash or by UPI on the day.',
              detail = '{"code":"payment.home_pooja_after_visit"}';
    end if;
    if b.price_paise = 0 then
      raise exception 'This booking is free: there is nothing to pay'
using errcode = 'PT409', detail = '{"code":"payment.booking_free"}';
    end if;
    amount := b.price_paise;
    select coalesce(pr.upi_id, t.upi_id), case when b.provider_id is not null then 'provider' else 'temple' end
      into payee_upi, payee
      from (select 1) one
      left join public.providers pr on pr.id = b.provider_id
      left join public.temples t on t.id = b.temple_id;
  elsif purpose = 'donation' then
    select * into d from public.donations x
     where x.id = start_payment.target and x.donor_id = start_payment.payer for update;
    if not found then
      raise exception 'Donation not found'
        using errcode = 'PT404', hint = 'Check the donation link.',
              detail = '{"code":"donation.not_found"}';
    end if;
    if d.is_sample then
      raise exception 'This is an example donation and cannot be paid'
using errcode = '22023', detail = '{"code":"payment.sample_donation"}';
    end if;
    if d.status <> 'pending' then
      raise exception 'This donation is already %', d.status
        using errcode = 'PT409',
              detail = json_build_object('code', 'payment.donation_in_status', 'status', d.status)::text;
    end if;
    if not app_private.is_listed_temple(d.temple_id) then
      raise exception 'This temple is not accepting donations right now'
        using errcode = 'PT409', hint = 'Try again once the temple is listed again.',
              detail = '{"code":"payment.temple_not_accepting"}';
    end if;
    amount := d.amount_paise;
    select t.upi_id, 'temple' into payee_upi, payee from public.temples t where t.id = d.temple_id;
  else
    raise exception 'purpose must be donation or booking'
using errcode = '22023', detail = '{"code":"payment.bad_purpose"}';
  end if;

  select * into p from public.payments x
   where (x.booking_id = start_payment.target or x.donation_id = start_payment.target)
     and x.status = 'awaiting_confirmation'
   order by x.created_at desc limit 1;
  if found then
    if p.method = start_payment.method then
      return p;
    end if;
    raise exception 'You said you paid this by UPI'
      using errcode = 'PT409', hint = format('Wait for the %s to confirm it, or ask them.', payee),
            detail = '{"code":"payment.upi_marked_sent"}';
  end if;
  select * into p from public.payments x
   where (x.booking_id = start_payment.target or x.donation_id = start_payment.target)
     and x.status = 'created' and x.method = start_payment.method
   order by x.created_at desc limit 1;
  if found then
    return p;
  end if;
  if start_payment.method = 'upi' and payee_upi is null then
    raise exception 'This % has not added a UPI ID yet', payee
      using errcode = 'PT409', hint = 'Pay online instead, or ask them to add a UPI ID.',
            detail = json_build_object('code', 'payment.no_upi_id', 'payee', payee)::text;
  end if;
  insert into public.payments (booking_id, donation_id, payer_id, amount_paise, method)
  values (b.id, d.id, start_payment.payer, amount, start_payment.method)
  returning * into p;
  return p;
end
$$;

create or replace function app_private.attach_order(payment uuid, order_ref text) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  p public.payments := app_private.lock_payment(attach_order.payment);
  ref text := nullif(trim(attach_order.order_ref), '');
begin
  if p.id is null then
    raise exception 'Payment not found'
using errcode = 'PT404', detail = '{"code":"payment.not_found"}';
  end if;
  if ref is null or length(ref) > 200 then
    raise exception 'Give the gateway''s order id'
using errcode = '22023', detail = '{"code":"payment.order_id_required"}';
  end if;
  if p.order_ref = ref then
    return p;
  end if;
  if p.order_ref is not null then
    raise exception 'This payment already has an order'
      using errcode = 'PT409', hint = 'Start a new payment for a new order.',
            detail = '{"code":"payment.has_order"}';
  end if;
  if p.status <> 'created' then
    raise exception 'This payment is already %', p.status
      using errcode = 'PT409',
            detail = json_build_object('code', 'payment.already_in_status', 'status', p.status)::text;
  end if;
  begin
    update public.payments x set order_ref = ref where x.id = p.id returning * into p;
  exception when unique_violation then
    raise exception 'Another payment has this order id'
using errcode = 'PT409', detail = '{"code":"payment.order_id_taken"}';
  end;
  return p;
end
$$;

create or replace function app_private.capture_payment(
  method text, order_ref text, gateway_payment_ref text, amount_paise integer
) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  p public.payments := app_private.lock_payment_by_order(capture_payment.method, capture_payment.order_ref);
begin
  if capture_payment.amount_paise is distinct from p.amount_paise then
    raise exception 'The amount paid does not match this payment'
      using errcode = '22023', hint = format('This payment is for %s paise.', p.amount_paise),
            detail = '{"code":"payment.amount_mismatch"}';
  end if;
  if p.status = 'captured' then
    return p;
  end if;
  update public.payments x
     set status = 'captured', captured_at = now(), failure_reason = null,
         gateway_payment_ref = coalesce(nullif(trim(capture_payment.gateway_payment_ref), ''),
                                        x.gateway_payment_ref)
   where x.id = p.id
   returning * into p;
  return app_private.settle_payment(p, null);
end
$$;

create or replace function app_private.refund_processed(payment uuid, refund_ref text) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  p public.payments := app_private.lock_payment(refund_processed.payment);
  subject record;
begin
  if p.id is null then
    raise exception 'Payment not found'
using errcode = 'PT404', detail = '{"code":"payment.not_found"}';
  end if;
  if p.refund_status = 'processed' then
    return p;
  end if;
  if p.refund_status <> 'pending' then
    raise exception 'This payment has no refund in progress'
using errcode = 'PT409', detail = '{"code":"payment.no_refund_in_progress"}';
  end if;
  update public.payments x
     set refund_status = 'processed', refunded_at = now(),
         refund_ref = nullif(trim(refund_processed.refund_ref), '')
   where x.id = p.id
   returning * into p;
  select * into subject from app_private.payment_subject(p);
  perform app_private.notify(array[p.payer_id], 'refund_processed', 'Your refund was processed',
    format('%s for %s. Your bank may take a few working days to show it.',
           app_private.format_rupees(p.refund_paise), subject.title),
    subject.payer_link, jsonb_build_object('amount_paise', p.refund_paise, 'title', subject.title));
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, null, 'refund',
      format('The refund of %s was processed.', app_private.format_rupees(p.refund_paise)),
      jsonb_build_object('step', 'refund_processed', 'amount_paise', p.refund_paise));
  end if;
  return p;
end
$$;

create or replace function app_private.require_visible_payment(target uuid) returns public.payments
  language plpgsql set search_path = ''
as $$
declare
  p public.payments := app_private.lock_payment(target);
begin
  if p.id is null or not (p.payer_id = auth.uid() or app_private.manages_host(p.provider_id, p.temple_id)) then
    raise exception 'Payment not found'
      using errcode = 'PT404', hint = 'Check the payment link.',
            detail = '{"code":"payment.not_found"}';
  end if;
  return p;
end
$$;

create or replace function app_private.require_payee(p public.payments) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if not app_private.manages_host(p.provider_id, p.temple_id) then
    raise exception 'Only the % who received the money can do this',
                    case when p.provider_id is not null then 'provider' else 'temple' end
      using errcode = '42501', hint = 'Ask them to do it from their dashboard.',
            detail = json_build_object('code', 'payment.payee_only', 'payee', case when p.provider_id is not null then 'provider' else 'temple' end)::text;
  end if;
end
$$;

create or replace function public.mark_upi_sent(payment uuid, upi_reference text) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  p public.payments := app_private.require_visible_payment(mark_upi_sent.payment);
  ref text := regexp_replace(coalesce(mark_upi_sent.upi_reference, ''), '\s', '', 'g');
  subject record;
  was public.payment_status := p.status;
begin
  if p.payer_id <> uid then
    raise exception 'Only the payer can say the money was sent'
      using errcode = '42501', hint = 'Confirm the payment once it reaches your account.',
            detail = '{"code":"payment.payer_only"}';
  end if;
  if p.method <> 'upi' then
    raise exception 'This is not a UPI payment'
using errcode = 'PT409', detail = '{"code":"payment.not_upi"}';
  end if;
  if p.status not in ('created', 'awaiting_confirmation') then
    raise exception 'This payment is already %', p.status
      using errcode = 'PT409',
            detail = json_build_object('code', 'payment.already_in_status', 'status', p.status)::text;
  end if;
  if ref !~ '^[A-Za-z0-9]{6,40}$' then
    raise exception 'Type the UPI reference your app showed'
      using errcode = '22023', hint = 'It is the UTR or transaction id, 6 to 40 letters and digits, usually 12 digits.',
            detail = '{"code":"payment.upi_reference_required"}';
  end if;
  if p.upi_reference = ref then
    return p;
  end if;
  update public.payments x set status = 'awaiting_confirmation', upi_reference = ref
   where x.id = p.id returning * into p;
  select * into subject from app_private.payment_subject(p);
  perform app_private.notify(app_private.payment_payees(p), 'upi_payment_sent', 'Confirm a UPI payment',
    format('%s says they paid %s by UPI for %s (reference %s). Confirm it once it is in your account.',
           subject.payer_name, app_private.format_rupees(p.amount_paise), subject.title, ref),
    subject.payee_link,
    jsonb_build_object('payer', subject.payer_name, 'amount_paise', p.amount_paise,
                       'title', subject.title, 'reference', ref));
  if p.booking_id is not null and was = 'created' then
    perform app_private.add_payment_event(p.booking_id, uid, 'payment',
      format('The devotee says they paid %s by UPI.', app_private.format_rupees(p.amount_paise)),
      jsonb_build_object('step', 'upi_sent', 'amount_paise', p.amount_paise));
  end if;
  return p;
end
$$;

create or replace function public.confirm_upi_payment(payment uuid) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  p public.payments := app_private.require_visible_payment(confirm_upi_payment.payment);
  subject record;
begin
  perform app_private.require_payee(p);
  if p.method <> 'upi' then
    raise exception 'This is not a UPI payment'
using errcode = 'PT409', detail = '{"code":"payment.not_upi"}';
  end if;
  if p.status = 'captured' then
    return p;
  end if;
  if p.status not in ('created', 'awaiting_confirmation') then
    raise exception 'This payment is %', p.status
      using errcode = 'PT409',
            detail = json_build_object('code', 'payment.in_status', 'status', p.status)::text;
  end if;
  update public.payments x set status = 'captured', captured_at = now()
   where x.id = p.id returning * into p;
  p := app_private.settle_payment(p, uid);
  select * into subject from app_private.payment_subject(p);
  perform app_private.notify(array[p.payer_id], 'payment_confirmed', 'Your UPI payment was confirmed',
    format('%s for %s', app_private.format_rupees(p.amount_paise), subject.title), subject.payer_link,
    jsonb_build_object('amount_paise', p.amount_paise, 'title', subject.title));
  return p;
end
$$;

create or replace function public.mark_paid_after_visit(booking uuid, method text) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  b public.bookings := app_private.lock_booking(mark_paid_after_visit.booking);
  p public.payments;
begin
  if not app_private.manages_host(b.provider_id, b.temple_id) then
    raise exception 'Only the provider can record a payment after the visit'
      using errcode = '42501', hint = 'Pay online from the booking page instead.',
            detail = '{"code":"payment.provider_records"}';
  end if;
  if mark_paid_after_visit.method is null or mark_paid_after_visit.method not in ('cash', 'upi') then
    raise exception 'Record a payment in cash or by UPI'
using errcode = '22023', detail = '{"code":"payment.bad_offline_method"}';
  end if;
  if b.is_prepaid then
    raise exception 'This booking is paid online when it is booked'
      using errcode = 'PT409', hint = 'Only a home pooja is paid after the visit.',
            detail = '{"code":"payment.paid_online"}';
  end if;
  if b.status <> 'completed' then
    raise exception 'Mark the pooja completed first'
      using errcode = 'PT409', hint = 'A home pooja is paid after the visit.',
            detail = '{"code":"payment.complete_first"}';
  end if;
  if b.paid_at is not null then
    raise exception 'This booking is already paid'
using errcode = 'PT409', detail = '{"code":"payment.booking_paid"}';
  end if;
  if b.price_paise = 0 then
    raise exception 'This booking is free: there is nothing to pay'
using errcode = 'PT409', detail = '{"code":"payment.booking_free"}';
  end if;
  insert into public.payments (booking_id, payer_id, amount_paise, method, status, captured_at)
  values (b.id, b.devotee_id, b.price_paise, mark_paid_after_visit.method, 'captured', now())
  returning * into p;
  return app_private.settle_payment(p, uid);
end
$$;

create or replace function public.confirm_refund_returned(payment uuid) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  p public.payments := app_private.require_visible_payment(confirm_refund_returned.payment);
  subject record;
  payee text := case when p.provider_id is not null then 'provider' else 'temple' end;
begin
  perform app_private.require_payee(p);
  if p.refund_status = 'returned' then
    return p;
  end if;
  if p.refund_status <> 'due_from_payee' then
    raise exception 'No refund is due from you on this payment'
using errcode = 'PT409', detail = '{"code":"payment.no_refund_due"}';
  end if;
  update public.payments x set refund_status = 'returned', refunded_at = now()
   where x.id = p.id returning * into p;
  select * into subject from app_private.payment_subject(p);
  perform app_private.notify(array[p.payer_id], 'refund_returned', 'Your refund was returned',
    format('The %s says they returned %s for %s. Tell them if it has not reached you.', payee,
           app_private.format_rupees(p.refund_paise), subject.title),
    subject.payer_link,
    jsonb_build_object('payee', payee, 'amount_paise', p.refund_paise, 'title', subject.title));
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, uid, 'refund',
      format('The %s says they returned %s.', payee, app_private.format_rupees(p.refund_paise)),
      jsonb_build_object('step', 'refund_returned', 'amount_paise', p.refund_paise, 'payee', payee));
  end if;
  return p;
end
$$;

create or replace function public.provider_earnings(provider_id uuid)
  returns table (
    month date, earned_paise bigint, paid_count bigint, unpaid_paise bigint, unpaid_count bigint
  )
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_user();
  if not app_private.owns_provider(provider_earnings.provider_id) then
    raise exception 'Provider not found'
      using errcode = 'PT404', hint = 'Check you own this profile.',
            detail = '{"code":"provider.not_found"}';
  end if;
  return query
    select date_trunc('month', lower(b.slot) at time zone 'Asia/Kolkata')::date,
           coalesce(sum(p.kept), 0)::bigint,
           count(*) filter (where b.paid_at is not null),
           coalesce(sum(b.price_paise) filter (where b.paid_at is null and b.status = 'completed'), 0)::bigint,
           count(*) filter (where b.paid_at is null and b.status = 'completed')
      from public.bookings b
      left join lateral (
        select sum(x.amount_paise - x.refund_paise) as kept
          from public.payments x where x.booking_id = b.id and x.status = 'captured'
      ) p on true
     where b.provider_id = provider_earnings.provider_id
       and (b.paid_at is not null or b.status = 'completed' or p.kept is not null)
     group by 1
     order by 1 desc;
end
$$;

create or replace function public.report_upi_not_received(payment uuid) returns public.payments
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  p public.payments := app_private.require_visible_payment(report_upi_not_received.payment);
  subject record;
begin
  perform app_private.require_payee(p);
  if p.status <> 'awaiting_confirmation' then
    raise exception 'Only a UPI payment waiting for your confirmation can be marked not received'
      using errcode = 'PT409', hint = format('This payment is %s.', p.status),
            detail = '{"code":"payment.not_awaiting_confirmation"}';
  end if;
  update public.payments x
     set status = 'failed', failure_reason = 'The payee did not receive the UPI transfer'
   where x.id = p.id returning * into p;
  select * into subject from app_private.payment_subject(p);
  perform app_private.notify(array[p.payer_id], 'upi_payment_not_received',
    'Your UPI payment was not received',
    format('The payee has not received %s for %s (reference %s). Check with your bank, then pay again.',
           app_private.format_rupees(p.amount_paise), subject.title, p.upi_reference),
    subject.payer_link,
    jsonb_build_object('amount_paise', p.amount_paise, 'title', subject.title,
                       'reference', p.upi_reference));
  if p.booking_id is not null then
    perform app_private.add_payment_event(p.booking_id, uid, 'payment',
      format('The UPI payment of %s (reference %s) was not received.',
             app_private.format_rupees(p.amount_paise), p.upi_reference),
      jsonb_build_object('step', 'upi_not_received', 'amount_paise', p.amount_paise,
                         'reference', p.upi_reference));
  end if;
  return p;
end
$$;

create or replace function public.set_verification_status(
  kind text,
  slug text,
  status public.verification_status,
  reason text default null
) returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  clean_reason text := nullif(trim(set_verification_status.reason), '');
  found_id uuid;
  current_status public.verification_status;
  action text;
begin
  perform app_private.require_mfa_admin('verify providers and temples');
  if set_verification_status.status in ('rejected', 'suspended') and clean_reason is null then
    raise exception 'Give a reason for the %',
      case set_verification_status.status when 'rejected' then 'rejection' else 'suspension' end
      using errcode = '22023', hint = 'The owner reads it and can fix their profile.',
            detail = json_build_object('code', 'verification.reason_required', 'action', case set_verification_status.status when 'rejected' then 'rejection' else 'suspension' end)::text;
  end if;
  if set_verification_status.status = 'pending' then
    raise exception 'Only the owner sends a profile back for review'
      using errcode = '22023', hint = 'Choose verified, rejected or suspended.',
            detail = '{"code":"verification.owner_resubmits"}';
  end if;
  if length(clean_reason) > 1000 then
    raise exception 'The reason is too long'
      using errcode = '22023', hint = 'Use at most 1000 characters.',
            detail = '{"code":"verification.reason_too_long"}';
  end if;
  if set_verification_status.kind = 'provider' then
    select x.id into found_id from public.providers x where x.slug = set_verification_status.slug;
  elsif set_verification_status.kind = 'temple' then
    select x.id into found_id from public.temples x where x.slug = set_verification_status.slug;
  else
    raise exception 'kind must be provider or temple'
using errcode = '22023', detail = '{"code":"verification.bad_kind"}';
  end if;
  if found_id is null then
    raise exception 'No % with the slug %', set_verification_status.kind, set_verification_status.slug
      using errcode = 'PT404',
            detail = json_build_object('code', 'verification.slug_not_found', 'kind', set_verification_status.kind, 'slug', set_verification_status.slug)::text;
  end if;
  current_status := app_private.lock_verification_subject(set_verification_status.kind, found_id);
  perform app_private.refuse_own_subject(set_verification_status.kind, found_id);
  if current_status = 'verified' and set_verification_status.status = 'verified' then
    return jsonb_build_object('kind', set_verification_status.kind, 'id', found_id,
                              'slug', set_verification_status.slug, 'status', current_status);
  end if;
  action := case set_verification_status.status
    when 'verified' then case when current_status = 'suspended' then 'reinstated' else 'approved' end
    when 'rejected' then 'rejected'
    else 'suspended' end;
  return app_private.apply_verification_decision(set_verification_status.kind, found_id, action, clean_reason)
         || jsonb_build_object('slug', set_verification_status.slug);
end
$$;

create or replace function public.request_verification() returns public.providers
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  provider public.providers;
begin
  update public.providers p
     set verification_status = 'pending', rejection_reason = null
   where p.user_id = uid and p.verification_status = 'rejected'
   returning * into provider;
  if found then
    perform app_private.add_verification_audit('provider', provider.id, 'submitted', null);
    return provider;
  end if;
  if exists (select 1 from public.providers p where p.user_id = uid) then
    raise exception 'Only a declined profile can be sent for verification again'
      using errcode = 'PT409', hint = 'Your profile is already verified or waiting for review.',
            detail = '{"code":"verification.profile_not_declined"}';
  end if;
  raise exception 'You have no profile yet'
    using errcode = 'PT404', hint = 'Fill in your profile and submit it for verification.',
          detail = '{"code":"provider.no_profile"}';
end
$$;

create or replace function public.request_temple_verification(temple_id uuid) returns public.temples
  language plpgsql security definer set search_path = ''
as $$
declare
  temple public.temples;
begin
  perform app_private.require_user();
  if not app_private.administers_temple(request_temple_verification.temple_id) then
    raise exception 'Temple not found'
      using errcode = 'PT404', hint = 'Check you administer this temple.',
            detail = '{"code":"temple.not_found"}';
  end if;
  update public.temples t
     set verification_status = 'pending', rejection_reason = null
   where t.id = request_temple_verification.temple_id and t.verification_status = 'rejected'
   returning * into temple;
  if not found then
    raise exception 'Only a declined temple can be sent for verification again'
      using errcode = 'PT409', hint = 'Your temple is already verified or waiting for review.',
            detail = '{"code":"verification.temple_not_declined"}';
  end if;
  perform app_private.add_verification_audit('temple', temple.id, 'submitted', null);
  return temple;
end
$$;

create or replace function app_private.refuse_audit_change() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  raise exception 'The audit log cannot be changed'
    using errcode = '42501', hint = 'Audit rows are only ever added.',
          detail = '{"code":"audit.read_only"}';
end
$$;

create or replace function public.submit_verification(
  kind text,
  subject uuid,
  evidence_paths text[],
  registration_number text default null,
  reference text default null,
  note text default null
) returns public.verification_requests
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  current_status public.verification_status;
  subject_name text;
  registration text := nullif(trim(submit_verification.registration_number), '');
  referee text := nullif(trim(submit_verification.reference), '');
  message text := nullif(trim(submit_verification.note), '');
  request public.verification_requests;
  audit_id bigint;
begin
  if submit_verification.kind = 'provider' then
    select p.verification_status, p.display_name into current_status, subject_name
      from public.providers p
     where p.id = submit_verification.subject and p.user_id = uid and not p.is_sample
       for update;
  elsif submit_verification.kind = 'temple' then
    select t.verification_status, t.name into current_status, subject_name
      from public.temples t
     where t.id = submit_verification.subject and app_private.administers_temple(t.id) and not t.is_sample
       for update;
  else
    raise exception 'kind must be provider or temple'
using errcode = '22023', detail = '{"code":"verification.bad_kind"}';
  end if;
  if not found then
    raise exception 'Profile not found'
      using errcode = 'PT404', hint = 'Submit your own guru or pujari profile, or a temple you administer.',
            detail = '{"code":"verification.profile_not_found"}';
  end if;
  if current_status = 'verified' then
    raise exception 'Already verified'
      using errcode = 'PT409', hint = 'Devotees can already find you; there is nothing to submit.',
            detail = '{"code":"verification.already_verified"}';
  end if;
  if current_status = 'suspended' then
    raise exception 'This profile is suspended'
      using errcode = 'PT409', hint = 'Contact support to have the suspension reviewed.',
            detail = '{"code":"verification.suspended"}';
  end if;

  if coalesce(cardinality(submit_verification.evidence_paths), 0) = 0 then
    raise exception 'Add at least one document'
      using errcode = '22023', hint = 'Upload a photo or PDF of your ID or registration certificate.',
            detail = '{"code":"verification.documents_required"}';
  end if;
  if cardinality(submit_verification.evidence_paths) > 10 then
    raise exception 'Attach at most 10 documents'
      using errcode = '22023', hint = 'Remove the ones not needed.',
            detail = '{"code":"verification.too_many_documents"}';
  end if;
  if not app_private.is_own_evidence(submit_verification.evidence_paths, uid)
     or exists (select 1 from unnest(submit_verification.evidence_paths) p
                 where not exists (select 1 from storage.objects o
                                    where o.bucket_id = 'verification-evidence' and o.name = p)) then
    raise exception 'Upload the documents before you submit'
      using errcode = '22023',
            hint = 'Each document must be a file you uploaded to verification-evidence under your own folder, listed once.',
            detail = '{"code":"verification.documents_not_uploaded"}';
  end if;
  if submit_verification.kind = 'temple' and registration is null then
    raise exception 'Give the temple''s registration number'
      using errcode = '22023', hint = 'The trust or society registration number on its certificate.',
            detail = '{"code":"verification.registration_required"}';
  end if;
  if length(registration) > 100 then
    raise exception 'The registration number is too long'
      using errcode = '22023', hint = 'Use at most 100 characters.',
            detail = '{"code":"verification.registration_too_long"}';
  end if;
  if length(referee) > 300 then
    raise exception 'The reference is too long'
      using errcode = '22023', hint = 'Use at most 300 characters.',
            detail = '{"code":"verification.reference_too_long"}';
  end if;
  if length(message) > 2000 then
    raise exception 'The note is too long'
      using errcode = '22023', hint = 'Use at most 2000 characters.',
            detail = '{"code":"verification.note_too_long"}';
  end if;

  -- The open request, if any, is replaced in place: one pending request per subject.
  update public.verification_requests r
     set submitted_by = uid, evidence_paths = submit_verification.evidence_paths,
         registration_number = registration, reference = referee, note = message, submitted_at = now()
   where r.status = 'pending'
     and (r.provider_id = submit_verification.subject or r.temple_id = submit_verification.subject)
  returning * into request;
  if not found then
    insert into public.verification_requests (subject_kind, provider_id, temple_id, submitted_by,
                                              evidence_paths, registration_number, reference, note)
    values (submit_verification.kind,
            case when submit_verification.kind = 'provider' then submit_verification.subject end,
            case when submit_verification.kind = 'temple' then submit_verification.subject end,
            uid, submit_verification.evidence_paths, registration, referee, message)
    returning * into request;
  end if;

  if submit_verification.kind = 'provider' then
    update public.providers p set verification_status = 'pending', rejection_reason = null
     where p.id = submit_verification.subject;
  else
    update public.temples t set verification_status = 'pending', rejection_reason = null
     where t.id = submit_verification.subject;
  end if;
  audit_id := app_private.add_verification_audit(submit_verification.kind, submit_verification.subject,
                                                 'submitted', null);
  perform app_private.enqueue_verification_emails(audit_id, array[uid], submit_verification.kind,
                                                  subject_name, 'submitted', null);
  return request;
end
$$;

create or replace function app_private.lock_verification_subject(target_kind text, target_id uuid)
  returns public.verification_status
  language plpgsql set search_path = ''
as $$
declare
  current_status public.verification_status;
begin
  if target_kind = 'provider' then
    select p.verification_status into current_status from public.providers p
     where p.id = target_id and not p.is_sample for update;
  elsif target_kind = 'temple' then
    select t.verification_status into current_status from public.temples t
     where t.id = target_id and not t.is_sample for update;
  else
    raise exception 'kind must be provider or temple'
using errcode = '22023', detail = '{"code":"verification.bad_kind"}';
  end if;
  if current_status is null then
    raise exception 'No % with this id', target_kind
      using errcode = 'PT404',
            detail = json_build_object('code', 'verification.subject_not_found', 'kind', target_kind)::text;
  end if;
  return current_status;
end
$$;

create or replace function app_private.refuse_own_subject(target_kind text, target_id uuid) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if auth.uid() = any(app_private.verification_owners(target_kind, target_id)) then
    raise exception 'You cannot decide on your own profile'
      using errcode = '42501', hint = 'Ask another administrator to review it.',
            detail = '{"code":"verification.own_subject"}';
  end if;
end
$$;

create or replace function public.decide_verification(kind text, subject uuid, decision text, reason text default null)
  returns jsonb
  language plpgsql security definer set search_path = ''
as $$
declare
  clean_reason text := nullif(trim(decide_verification.reason), '');
  action text := case decide_verification.decision
    when 'approve' then 'approved' when 'reject' then 'rejected'
    when 'suspend' then 'suspended' when 'reinstate' then 'reinstated' end;
  current_status public.verification_status;
begin
  perform app_private.require_mfa_admin('decide on verifications');
  if action is null then
    raise exception 'decision must be approve, reject, suspend or reinstate'
using errcode = '22023', detail = '{"code":"verification.bad_decision"}';
  end if;
  if action in ('rejected', 'suspended') and clean_reason is null then
    raise exception 'Give a reason for the %', case action when 'rejected' then 'rejection' else 'suspension' end
      using errcode = '22023', hint = 'The owner reads it and can fix their profile.',
            detail = json_build_object('code', 'verification.reason_required', 'action', case action when 'rejected' then 'rejection' else 'suspension' end)::text;
  end if;
  if length(clean_reason) > 1000 then
    raise exception 'The reason is too long'
      using errcode = '22023', hint = 'Use at most 1000 characters.',
            detail = '{"code":"verification.reason_too_long"}';
  end if;
  current_status := app_private.lock_verification_subject(decide_verification.kind, decide_verification.subject);
  perform app_private.refuse_own_subject(decide_verification.kind, decide_verification.subject);
  if not (action = 'approved' and current_status in ('pending', 'rejected')
          or action = 'rejected' and current_status = 'pending'
          or action = 'suspended' and current_status = 'verified'
          or action = 'reinstated' and current_status = 'suspended') then
    raise exception 'Cannot % this %: it is %', decide_verification.decision, decide_verification.kind, current_status
      using errcode = 'PT409',
            hint = case current_status
              when 'pending' then 'A pending profile can be approved or rejected.'
              when 'rejected' then 'A rejected profile can be approved, or wait for its owner to submit again.'
              when 'verified' then 'A verified profile can be suspended.'
              else 'A suspended profile can be reinstated.'
            end,
            detail = json_build_object('code', 'verification.not_allowed', 'decision', decide_verification.decision, 'kind', decide_verification.kind, 'status', current_status)::text;
  end if;
  return app_private.apply_verification_decision(decide_verification.kind, decide_verification.subject,
                                                 action, clean_reason);
end
$$;

create or replace function app_private.limit_review_rate() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  oldest_recent timestamptz;
begin
  -- One review at a time per author, so parallel inserts cannot all pass the count.
  perform pg_advisory_xact_lock(hashtextextended('reviews:' || new.author_id::text, 0));
  select min(x.created_at) into oldest_recent
    from (select r.created_at from public.reviews r
           where r.author_id = new.author_id and r.created_at > now() - interval '1 hour'
           order by r.created_at desc limit 10) x
   having count(*) >= 10;
  if oldest_recent is not null then
    raise exception 'You have written 10 reviews in the last hour'
      using errcode = 'PT429',
            hint = app_private.next_try_hint('write your next review', oldest_recent + interval '1 hour'),
            detail = json_build_object('code', 'review.rate_limited', 'retry_at', oldest_recent + interval '1 hour')::text;
  end if;
  return new;
end
$$;

create or replace function public.reply_to_review(review uuid, body text) returns public.reviews
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  answer text := trim(coalesce(reply_to_review.body, ''));
  reviewed public.reviews;
begin
  select * into reviewed from public.reviews r where r.id = reply_to_review.review for update;
  if not found then
    raise exception 'Review not found'
using errcode = 'PT404', detail = '{"code":"review.not_found"}';
  end if;
  if not app_private.manages_host(reviewed.provider_id, reviewed.temple_id) then
    raise exception 'Only the reviewed guru, pujari or temple can reply'
      using errcode = '42501', hint = 'Sign in with the account that was reviewed.',
            detail = '{"code":"review.host_replies"}';
  end if;
  if reviewed.reply is not null then
    raise exception 'You have already replied'
      using errcode = 'PT409', hint = 'A review is answered once.',
            detail = '{"code":"review.already_replied"}';
  end if;
  if answer = '' then
    raise exception 'Write a reply'
      using errcode = '22023', hint = 'Say something to the devotee.',
            detail = '{"code":"review.reply_required"}';
  end if;
  if length(answer) > 2000 then
    raise exception 'The reply is too long'
      using errcode = '22023', hint = 'Use at most 2000 characters.',
            detail = '{"code":"review.reply_too_long"}';
  end if;
  update public.reviews r set reply = answer, replied_at = now()
   where r.id = reviewed.id
   returning * into reviewed;
  perform app_private.notify(array[reviewed.author_id], 'review_reply', 'Your review has a reply',
                             left(answer, 1000), '/bookings/' || reviewed.booking_id);
  return reviewed;
end
$$;

create or replace function public.report_content(kind text, target uuid, reason text) returns public.reports
  language plpgsql security definer set search_path = ''
as $$
declare
  uid uuid := app_private.require_user();
  complaint text := trim(coalesce(report_content.reason, ''));
  oldest_recent timestamptz;
  report public.reports;
begin
  if report_content.kind is null or report_content.kind not in ('review', 'provider', 'temple') then
    raise exception 'kind must be review, provider or temple'
using errcode = '22023', detail = '{"code":"report.bad_kind"}';
  end if;
  if length(complaint) < 10 then
    raise exception 'Say what is wrong'
      using errcode = '22023', hint = 'Write at least 10 characters.',
            detail = '{"code":"report.reason_too_short"}';
  end if;
  if length(complaint) > 1000 then
    raise exception 'The report is too long'
      using errcode = '22023', hint = 'Use at most 1000 characters.',
            detail = '{"code":"report.reason_too_long"}';
  end if;
  -- Only what the reporter can see: a listed host, or a review of one (or their own review).
  if not (case report_content.kind
    when 'provider' then app_private.is_listed_provider(report_content.target)
    when 'temple' then app_private.is_listed_temple(report_content.target)
    else exists (select 1 from public.reviews r
                  where r.id = report_content.target
                    and (r.author_id = uid or app_private.is_listed_host(r.provider_id, r.temple_id)))
  end) then
    raise exception 'Nothing to report here'
      using errcode = 'PT404', hint = 'It may have been removed.',
            detail = '{"code":"report.target_not_found"}';
  end if;
  -- One report at a time per reporter, so parallel calls cannot pass the checks together.
  perform pg_advisory_xact_lock(hashtextextended('reports:' || uid::text, 0));
  if exists (select 1 from public.reports x
              where x.reporter_id = uid and x.status = 'open'
                and report_content.target in (x.review_id, x.provider_id, x.temple_id)) then
    raise exception 'You have already reported this'
      using errcode = 'PT409', hint = 'An administrator is looking at your report.',
            detail = '{"code":"report.already_reported"}';
  end if;
  select min(x.created_at) into oldest_recent
    from (select r.created_at from public.reports r
           where r.reporter_id = uid and r.created_at > now() - interval '1 hour'
           order by r.created_at desc limit 5) x
   having count(*) >= 5;
  if oldest_recent is not null then
    raise exception 'You have sent 5 reports in the last hour'
      using errcode = 'PT429',
            hint = app_private.next_try_hint('send the next one', oldest_recent + interval '1 hour'),
            detail = json_build_object('code', 'report.rate_limited', 'retry_at', oldest_recent + interval '1 hour')::text;
  end if;
  insert into public.reports (reporter_id, target_kind, review_id, provider_id, temple_id, reason)
  values (uid, report_content.kind,
          case when report_content.kind = 'review' then report_content.target end,
          case when report_content.kind = 'provider' then report_content.target end,
          case when report_content.kind = 'temple' then report_content.target end,
          complaint)
  returning * into report;
  return report;
end
$$;

create or replace function public.resolve_report(report uuid, status text, note text default null)
  returns public.reports
  language plpgsql security definer set search_path = ''
as $$
declare
  remark text := nullif(trim(resolve_report.note), '');
  handled public.reports;
begin
  perform app_private.require_mfa_admin('resolve reports');
  if resolve_report.status is null or resolve_report.status not in ('open', 'dismissed', 'actioned') then
    raise exception 'status must be open, dismissed or actioned'
using errcode = '22023', detail = '{"code":"report.bad_status"}';
  end if;
  if length(remark) > 1000 then
    raise exception 'The note is too long'
      using errcode = '22023', hint = 'Use at most 1000 characters.',
            detail = '{"code":"report.note_too_long"}';
  end if;
  select * into handled from public.reports r where r.id = resolve_report.report for update;
  if not found then
    raise exception 'Report not found'
using errcode = 'PT404', detail = '{"code":"report.not_found"}';
  end if;
  if (handled.status = 'open') = (resolve_report.status = 'open') then
    raise exception 'This report is already %', handled.status
      using errcode = 'PT409',
            hint = case when handled.status = 'open' then 'Dismiss it or mark it actioned.'
                        else 'Reopen it first to change the outcome.' end,
            detail = json_build_object('code', 'report.already_in_status', 'status', handled.status)::text;
  end if;
  update public.reports r
     set status = resolve_report.status,
         resolved_by = case when resolve_report.status = 'open' then null else auth.uid() end,
         resolved_at = case when resolve_report.status = 'open' then null else now() end,
         resolution_note = case when resolve_report.status = 'open' then null else remark end
   where r.id = handled.id
   returning * into handled;
  if handled.status <> 'open' then
    perform app_private.notify(array[handled.reporter_id], 'report_resolved', 'Thank you for your report',
      case handled.status
        when 'actioned' then 'We looked into what you reported and acted on it.'
        else 'We looked into what you reported and found it within our guidelines.'
      end,
      '/profile', jsonb_build_object('status', handled.status));
  end if;
  return handled;
exception
  when unique_violation then
    raise exception 'The reporter has reported this again since'
      using errcode = 'PT409', hint = 'Their newer report is open; resolve that one instead.',
            detail = '{"code":"report.reported_again"}';
end
$$;
