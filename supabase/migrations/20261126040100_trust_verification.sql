-- Verification with evidence: documents in a private bucket, one request per submission, decisions by platform administrators signed in with their authenticator code, suspension, and an audit log nobody can change.

-- ---------------------------------------------------------------------------------------------
-- Who decides: a platform administrator whose session passed the second factor (aal2).
-- ---------------------------------------------------------------------------------------------

create function app_private.is_mfa_platform_admin() returns boolean
  language sql stable set search_path = ''
as $$
  select app_private.is_platform_admin() and coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
$$;

-- The service role, an administrator at aal2, or an operator's own database session (no request
-- claims at all, as set_verification_status has always allowed); anyone else gets 42501 saying
-- what is missing: the authenticator code, or the administrator's role.
create function app_private.require_mfa_admin(action text) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if coalesce(auth.role(), 'service_role') = 'service_role' or app_private.is_mfa_platform_admin() then
    return;
  end if;
  if app_private.is_platform_admin() then
    raise exception 'Your authenticator code is needed to %', action
      using errcode = '42501', hint = 'Sign in with your authenticator code to use the admin area.';
  end if;
  raise exception 'Only platform administrators can %', action
    using errcode = '42501', hint = 'Ask an operator to run: npm run admin -- grant <your email>.';
end
$$;

-- Who answers for a provider or a temple: the provider's owner, or every admin of the temple.
create function app_private.verification_owners(target_kind text, target_id uuid) returns uuid[]
  language sql stable security definer set search_path = ''
as $$
  select array(
    select p.user_id from public.providers p where target_kind = 'provider' and p.id = target_id
    union
    select a.user_id from public.temple_admins a where target_kind = 'temple' and a.temple_id = target_id
  )
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

-- ---------------------------------------------------------------------------------------------
-- Evidence: a private bucket; each user writes under their own folder; administrators at aal2 read.
-- ---------------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('verification-evidence', 'verification-evidence', false, 10485760,
        array['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
on conflict (id) do nothing;

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

-- ---------------------------------------------------------------------------------------------
-- Requests: what an owner sent in; the latest one carries the decision.
-- ---------------------------------------------------------------------------------------------

create table public.verification_requests (
  id uuid primary key default gen_random_uuid(),
  subject_kind text not null check (subject_kind in ('provider', 'temple')),
  provider_id uuid references public.providers (id) on delete cascade,
  temple_id uuid references public.temples (id) on delete cascade,
  submitted_by uuid not null references auth.users (id) on delete cascade,
  evidence_paths text[] not null,
  registration_number text check (length(registration_number) <= 100),
  -- Someone who can vouch for the owner, e.g. a referee's name and phone.
  reference text check (length(reference) <= 300),
  note text check (length(note) <= 2000),
  status public.verification_status not null default 'pending',
  decision_reason text check (length(decision_reason) <= 1000),
  submitted_at timestamptz not null default now(),
  decided_at timestamptz,
  constraint verification_requests_one_subject check (
    case subject_kind
      when 'provider' then provider_id is not null and temple_id is null
      else temple_id is not null and provider_id is null
    end
  ),
  constraint verification_requests_evidence check (app_private.is_own_evidence(evidence_paths, submitted_by)),
  constraint verification_requests_temple_registration check (
    subject_kind = 'provider' or coalesce(length(trim(registration_number)), 0) > 0
  )
);
-- The admin queue: pending requests, oldest first.
create index verification_requests_queue_idx on public.verification_requests (status, submitted_at);
-- At most one open request per subject (a new submission replaces it); the latest per subject.
create unique index verification_requests_open_provider_idx on public.verification_requests (provider_id)
  where status = 'pending' and provider_id is not null;
create unique index verification_requests_open_temple_idx on public.verification_requests (temple_id)
  where status = 'pending' and temple_id is not null;
create index verification_requests_provider_idx on public.verification_requests (provider_id, submitted_at desc)
  where provider_id is not null;
create index verification_requests_temple_idx on public.verification_requests (temple_id, submitted_at desc)
  where temple_id is not null;

alter table public.verification_requests enable row level security;
revoke all on table public.verification_requests from public, anon, authenticated, service_role;
grant select on public.verification_requests to authenticated, service_role;
create policy "Submitters and owners read their requests" on public.verification_requests
  for select to authenticated
  using (submitted_by = (select auth.uid()) or app_private.manages_host(provider_id, temple_id));
create policy "MFA platform admins read every request" on public.verification_requests
  for select to authenticated using ((select app_private.is_mfa_platform_admin()));

-- ---------------------------------------------------------------------------------------------
-- The audit log: appended by the functions below, never changed. No foreign keys, so deleting an
-- account or a temple never has to touch it; it outlives what it records.
-- ---------------------------------------------------------------------------------------------

create table public.verification_audit (
  id bigint generated always as identity primary key,
  subject_kind text not null check (subject_kind in ('provider', 'temple')),
  provider_id uuid,
  temple_id uuid,
  action text not null check (action in ('submitted', 'approved', 'rejected', 'suspended', 'reinstated')),
  -- Who acted; null for an operator (`npm run admin`) or the service role.
  actor_id uuid,
  reason text,
  created_at timestamptz not null default now(),
  constraint verification_audit_one_subject check (
    case subject_kind
      when 'provider' then provider_id is not null and temple_id is null
      else temple_id is not null and provider_id is null
    end
  )
);
-- A subject's history on the admin's detail page and the owner's, newest first.
create index verification_audit_provider_idx on public.verification_audit (provider_id, created_at desc)
  where provider_id is not null;
create index verification_audit_temple_idx on public.verification_audit (temple_id, created_at desc)
  where temple_id is not null;
create index verification_audit_created_idx on public.verification_audit (created_at desc);

-- Fires for every role, the table owner included (grants alone do not bind the owner).
create function app_private.refuse_audit_change() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  raise exception 'The audit log cannot be changed'
    using errcode = '42501', hint = 'Audit rows are only ever added.';
end
$$;
create trigger verification_audit_append_only
  before update or delete on public.verification_audit
  for each row execute function app_private.refuse_audit_change();
create trigger verification_audit_no_truncate
  before truncate on public.verification_audit
  for each statement execute function app_private.refuse_audit_change();

alter table public.verification_audit enable row level security;
revoke all on table public.verification_audit from public, anon, authenticated, service_role;
grant select on public.verification_audit to authenticated, service_role;
create policy "Owners read their subject's history" on public.verification_audit
  for select to authenticated using (app_private.manages_host(provider_id, temple_id));
create policy "MFA platform admins read the whole log" on public.verification_audit
  for select to authenticated using ((select app_private.is_mfa_platform_admin()));

create function app_private.add_verification_audit(target_kind text, target_id uuid, action text, reason text)
  returns bigint
  language sql set search_path = ''
as $$
  insert into public.verification_audit (subject_kind, provider_id, temple_id, action, actor_id, reason)
  values (target_kind,
          case when target_kind = 'provider' then target_id end,
          case when target_kind = 'temple' then target_id end,
          action, auth.uid(), reason)
  returning id
$$;

-- One `verification.email` job per recipient: the step, the subject's name and the reason travel
-- in the payload; the worker looks up the address when it sends.
create function app_private.enqueue_verification_emails(
  audit_id bigint, recipients uuid[], target_kind text, subject_name text, step text, reason text
) returns void
  language plpgsql set search_path = ''
as $$
begin
  perform app_private.enqueue_job('verification.email', jsonb_build_object(
    'audit_id', audit_id, 'user_id', r, 'kind', target_kind, 'subject_name', subject_name,
    'step', step, 'reason', reason))
     from unnest(recipients) r;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Administrators read every provider and temple (any status), but only at aal2.
-- ---------------------------------------------------------------------------------------------

drop policy "Owners and platform admins read any provider" on public.providers;
create policy "Owners and MFA platform admins read any provider" on public.providers
  for select to authenticated
  using (user_id = (select auth.uid()) or (select app_private.is_mfa_platform_admin()));

drop policy "Admins and platform admins read any temple" on public.temples;
create policy "Admins and MFA platform admins read any temple" on public.temples
  for select to authenticated
  using (app_private.administers_temple(id) or (select app_private.is_mfa_platform_admin()));

-- ---------------------------------------------------------------------------------------------
-- submit_verification: the owner sends documents; the subject waits (pending) for a decision.
-- ---------------------------------------------------------------------------------------------

create function public.submit_verification(
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
    raise exception 'kind must be provider or temple' using errcode = '22023';
  end if;
  if not found then
    raise exception 'Profile not found'
      using errcode = 'PT404', hint = 'Submit your own guru or pujari profile, or a temple you administer.';
  end if;
  if current_status = 'verified' then
    raise exception 'Already verified'
      using errcode = 'PT409', hint = 'Devotees can already find you; there is nothing to submit.';
  end if;
  if current_status = 'suspended' then
    raise exception 'This profile is suspended'
      using errcode = 'PT409', hint = 'Contact support to have the suspension reviewed.';
  end if;

  if coalesce(cardinality(submit_verification.evidence_paths), 0) = 0 then
    raise exception 'Add at least one document'
      using errcode = '22023', hint = 'Upload a photo or PDF of your ID or registration certificate.';
  end if;
  if cardinality(submit_verification.evidence_paths) > 10 then
    raise exception 'Attach at most 10 documents' using errcode = '22023', hint = 'Remove the ones not needed.';
  end if;
  if not app_private.is_own_evidence(submit_verification.evidence_paths, uid)
     or exists (select 1 from unnest(submit_verification.evidence_paths) p
                 where not exists (select 1 from storage.objects o
                                    where o.bucket_id = 'verification-evidence' and o.name = p)) then
    raise exception 'Upload the documents before you submit'
      using errcode = '22023',
            hint = 'Each document must be a file you uploaded to verification-evidence under your own folder, listed once.';
  end if;
  if submit_verification.kind = 'temple' and registration is null then
    raise exception 'Give the temple''s registration number'
      using errcode = '22023', hint = 'The trust or society registration number on its certificate.';
  end if;
  if length(registration) > 100 then
    raise exception 'The registration number is too long' using errcode = '22023', hint = 'Use at most 100 characters.';
  end if;
  if length(referee) > 300 then
    raise exception 'The reference is too long' using errcode = '22023', hint = 'Use at most 300 characters.';
  end if;
  if length(message) > 2000 then
    raise exception 'The note is too long' using errcode = '22023', hint = 'Use at most 2000 characters.';
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

-- ---------------------------------------------------------------------------------------------
-- Decisions: approve, reject, suspend, reinstate; each one audited, notified and e-mailed.
-- ---------------------------------------------------------------------------------------------

-- Locks the subject for the decision and returns its status (22023 unknown kind, PT404 none).
create function app_private.lock_verification_subject(target_kind text, target_id uuid)
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
    raise exception 'kind must be provider or temple' using errcode = '22023';
  end if;
  if current_status is null then
    raise exception 'No % with this id', target_kind using errcode = 'PT404';
  end if;
  return current_status;
end
$$;

-- Nobody decides on what they own or administer, not even a platform administrator.
create function app_private.refuse_own_subject(target_kind text, target_id uuid) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if auth.uid() = any(app_private.verification_owners(target_kind, target_id)) then
    raise exception 'You cannot decide on your own profile'
      using errcode = '42501', hint = 'Ask another administrator to review it.';
  end if;
end
$$;

-- Writes a decision: the subject's status, the latest request, the audit row, an in-app
-- notification and an e-mail to each owner. Callers have checked who may and which transition.
create function app_private.apply_verification_decision(
  target_kind text, target_id uuid, action text, reason text
) returns jsonb
  language plpgsql set search_path = ''
as $$
declare
  next_status public.verification_status := case action
    when 'approved' then 'verified' when 'reinstated' then 'verified'
    when 'rejected' then 'rejected' else 'suspended' end;
  subject_name text;
  stamp timestamptz;
  owners uuid[] := app_private.verification_owners(target_kind, target_id);
  audit_id bigint;
  is_provider boolean := target_kind = 'provider';
  link text := case when target_kind = 'provider' then '/profile' else '/temple-admin/profile' end;
begin
  -- Approval starts verified_at afresh; reinstating and suspending keep it; rejection clears it.
  if is_provider then
    update public.providers p
       set verification_status = next_status,
           rejection_reason = case when action in ('rejected', 'suspended') then reason end,
           verified_at = case action when 'approved' then now() when 'rejected' then null
                                     when 'reinstated' then coalesce(p.verified_at, now())
                                     else p.verified_at end
     where p.id = target_id
     returning p.display_name, p.verified_at into subject_name, stamp;
  else
    update public.temples t
       set verification_status = next_status,
           rejection_reason = case when action in ('rejected', 'suspended') then reason end,
           verified_at = case action when 'approved' then now() when 'rejected' then null
                                     when 'reinstated' then coalesce(t.verified_at, now())
                                     else t.verified_at end
     where t.id = target_id
     returning t.name, t.verified_at into subject_name, stamp;
  end if;

  update public.verification_requests r
     set status = next_status, decided_at = now(), decision_reason = reason
   where r.id = (select q.id from public.verification_requests q
                  where (is_provider and q.provider_id = target_id)
                     or (not is_provider and q.temple_id = target_id)
                  order by q.submitted_at desc, q.id desc
                  limit 1);

  audit_id := app_private.add_verification_audit(target_kind, target_id, action, reason);
  perform app_private.notify(
    owners,
    'verification_' || action,
    case action
      when 'approved' then subject_name || ' is verified'
      when 'rejected' then subject_name || ' was not approved'
      when 'suspended' then subject_name || ' is suspended'
      else subject_name || ' is listed again'
    end,
    left(case action
      when 'approved' then
        case when is_provider then 'Devotees can now find you on Connect.'
             else 'Devotees can now find your temple on Explore.' end
      when 'rejected' then reason || ' Fix it and submit again.'
      when 'suspended' then reason || ' Devotees cannot see it until it is reinstated.'
      else 'Devotees can see it again.'
    end, 1000),
    link);
  perform app_private.enqueue_verification_emails(audit_id, owners, target_kind, subject_name, action, reason);
  return jsonb_build_object('kind', target_kind, 'id', target_id, 'status', next_status, 'verified_at', stamp);
end
$$;

create function public.decide_verification(kind text, subject uuid, decision text, reason text default null)
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
    raise exception 'decision must be approve, reject, suspend or reinstate' using errcode = '22023';
  end if;
  if action in ('rejected', 'suspended') and clean_reason is null then
    raise exception 'Give a reason for the %', case action when 'rejected' then 'rejection' else 'suspension' end
      using errcode = '22023', hint = 'The owner reads it and can fix their profile.';
  end if;
  if length(clean_reason) > 1000 then
    raise exception 'The reason is too long' using errcode = '22023', hint = 'Use at most 1000 characters.';
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
            end;
  end if;
  return app_private.apply_verification_decision(decide_verification.kind, decide_verification.subject,
                                                 action, clean_reason);
end
$$;

-- set_verification_status (`npm run admin -- verify|reject`, the e2e helpers) goes through the same
-- writer, so its decisions are audited (actor null for an operator) and told to the owners. It
-- may move between any states, as an operator's override; back to pending is the owner's step.
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
      using errcode = '22023', hint = 'The owner reads it and can fix their profile.';
  end if;
  if set_verification_status.status = 'pending' then
    raise exception 'Only the owner sends a profile back for review'
      using errcode = '22023', hint = 'Choose verified, rejected or suspended.';
  end if;
  if length(clean_reason) > 1000 then
    raise exception 'The reason is too long' using errcode = '22023', hint = 'Use at most 1000 characters.';
  end if;
  if set_verification_status.kind = 'provider' then
    select x.id into found_id from public.providers x where x.slug = set_verification_status.slug;
  elsif set_verification_status.kind = 'temple' then
    select x.id into found_id from public.temples x where x.slug = set_verification_status.slug;
  else
    raise exception 'kind must be provider or temple' using errcode = '22023';
  end if;
  if found_id is null then
    raise exception 'No % with the slug %', set_verification_status.kind, set_verification_status.slug
      using errcode = 'PT404';
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

-- The owners' own way back from a rejection (no documents) is audited as a submission too.
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
      using errcode = 'PT409', hint = 'Your profile is already verified or waiting for review.';
  end if;
  raise exception 'You have no profile yet'
    using errcode = 'PT404', hint = 'Fill in your profile and submit it for verification.';
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
  perform app_private.add_verification_audit('temple', temple.id, 'submitted', null);
  return temple;
end
$$;

revoke execute on function
  app_private.is_mfa_platform_admin(), app_private.require_mfa_admin(text),
  app_private.verification_owners(text, uuid), app_private.is_own_evidence(text[], uuid),
  app_private.refuse_audit_change(),
  app_private.add_verification_audit(text, uuid, text, text),
  app_private.enqueue_verification_emails(bigint, uuid[], text, text, text, text),
  app_private.lock_verification_subject(text, uuid), app_private.refuse_own_subject(text, uuid),
  app_private.apply_verification_decision(text, uuid, text, text)
  from public;
-- Policies (and the check constraint, evaluated as the writer) call these.
grant execute on function app_private.is_mfa_platform_admin() to anon, authenticated, service_role;
grant execute on function app_private.is_own_evidence(text[], uuid) to authenticated, service_role;

revoke execute on function
  public.submit_verification(text, uuid, text[], text, text, text),
  public.decide_verification(text, uuid, text, text)
  from public, anon;
grant execute on function
  public.submit_verification(text, uuid, text[], text, text, text),
  public.decide_verification(text, uuid, text, text)
  to authenticated, service_role;
