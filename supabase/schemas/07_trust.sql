-- Trust: verification requests and their audit trail, reviews and reports.

-- Bodies may name objects a later file in supabase/schemas creates.
set check_function_bodies = off;

-- Tables ------------------------------------------------------------------------------------

-- One review per completed booking, by its devotee; host columns are copied from the booking.
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null unique references public.bookings (id) on delete cascade,
  author_id uuid not null references auth.users (id) on delete cascade,
  provider_id uuid references public.providers (id) on delete cascade,
  temple_id uuid references public.temples (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  body text not null default '' check (length(body) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  reply text check (length(reply) <= 2000),
  replied_at timestamptz,
  author_shown_as text not null default 'name'
    check (author_shown_as in ('name', 'initials'))
);

-- Requests: what an owner sent in; the latest one carries the decision.
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

-- The audit log: appended by the functions below, never changed. No foreign keys, so deleting an
-- account or a temple never has to touch it; it outlives what it records.
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

-- Reports: anyone signed in flags a review, a provider or a temple; administrators resolve them.
create table public.reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null references auth.users (id) on delete cascade,
  target_kind text not null check (target_kind in ('review', 'provider', 'temple')),
  review_id uuid references public.reviews (id) on delete cascade,
  provider_id uuid references public.providers (id) on delete cascade,
  temple_id uuid references public.temples (id) on delete cascade,
  reason text not null check (length(reason) between 10 and 1000),
  status text not null default 'open' check (status in ('open', 'dismissed', 'actioned')),
  resolved_by uuid references auth.users (id) on delete set null,
  resolved_at timestamptz,
  resolution_note text check (length(resolution_note) <= 1000),
  created_at timestamptz not null default now(),
  constraint reports_one_target check (
    num_nonnulls(review_id, provider_id, temple_id) = 1
    and case target_kind
          when 'review' then review_id is not null
          when 'provider' then provider_id is not null
          else temple_id is not null
        end
  )
);

-- Indexes -----------------------------------------------------------------------------------

-- Guru profile: a provider's reviews, newest first.
create index reviews_provider_idx on public.reviews (provider_id, created_at desc) where provider_id is not null;

create index reviews_temple_idx on public.reviews (temple_id, created_at desc) where temple_id is not null;

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

-- A subject's history on the admin's detail page and the owner's, newest first.
create index verification_audit_provider_idx on public.verification_audit (provider_id, created_at desc)
  where provider_id is not null;

create index verification_audit_temple_idx on public.verification_audit (temple_id, created_at desc)
  where temple_id is not null;

create index verification_audit_created_idx on public.verification_audit (created_at desc);

-- The rate limit: an author's latest reviews.
create index reviews_author_idx on public.reviews (author_id, created_at desc);

-- One open report per reporter per target.
create unique index reports_open_once_idx on public.reports
  (reporter_id, coalesce(review_id, provider_id, temple_id)) where status = 'open';

-- The admin queue: open reports, oldest first.
create index reports_queue_idx on public.reports (status, created_at);

-- The rate limit and the reporter's own list.
create index reports_reporter_idx on public.reports (reporter_id, created_at desc);

create index reports_review_idx on public.reports (review_id) where review_id is not null;

create index reports_provider_idx on public.reports (provider_id) where provider_id is not null;

create index reports_temple_idx on public.reports (temple_id) where temple_id is not null;

-- Functions ---------------------------------------------------------------------------------

-- A review takes its host from its booking, and the host's rating follows its reviews.
create function app_private.fill_review_host() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  select b.provider_id, b.temple_id into new.provider_id, new.temple_id
    from public.bookings b where b.id = new.booking_id;
  return new;
end
$$;

create function app_private.refresh_provider_rating() returns trigger
  language plpgsql security definer set search_path = ''
as $$
declare
  target uuid := coalesce(new.provider_id, old.provider_id);
begin
  if target is not null then
    update public.providers p
       set rating = s.average, review_count = s.total
      from (select round(avg(r.rating), 1) as average, count(*)::integer as total
              from public.reviews r where r.provider_id = target) s
     where p.id = target;
  end if;
  return null;
end
$$;

-- set_verification_status (`npm run admin -- verify|reject`, the e2e helpers) goes through the same
-- writer, so its decisions are audited (actor null for an operator) and told to the owners. It
-- may move between any states, as an operator's override; back to pending is the owner's step.
create function public.set_verification_status(
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

-- The owners' own way back from a rejection (no documents) is audited as a submission too.
create function public.request_verification() returns public.providers
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

create function public.request_temple_verification(temple_id uuid) returns public.temples
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

-- Fires for every role, the table owner included (grants alone do not bind the owner).
create function app_private.refuse_audit_change() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  raise exception 'The audit log cannot be changed'
    using errcode = '42501', hint = 'Audit rows are only ever added.',
          detail = '{"code":"audit.read_only"}';
end
$$;

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

-- submit_verification: the owner sends documents; the subject waits (pending) for a decision.
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

-- Nobody decides on what they own or administer, not even a platform administrator.
create function app_private.refuse_own_subject(target_kind text, target_id uuid) returns void
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
    link,
    jsonb_build_object('subject', subject_name, 'subject_kind', target_kind, 'reason', reason));
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

-- "You can … after 14 Dec, 06:30 PM IST.": when a rate-limited step may be tried again.
create function app_private.next_try_hint(what text, after timestamptz) returns text
  language sql stable set search_path = ''
as $$
  select 'You can ' || what || ' after ' ||
         to_char(after at time zone 'Asia/Kolkata', 'DD Mon, HH12:MI AM') || ' IST.'
$$;

create function app_private.limit_review_rate() returns trigger
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

-- The reviewed guru or pujari, or an admin of the reviewed temple, answers a review once.
create function public.reply_to_review(review uuid, body text) returns public.reviews
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

create function public.report_content(kind text, target uuid, reason text) returns public.reports
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

-- open -> dismissed | actioned, and back to open to undo a resolution.
create function public.resolve_report(report uuid, status text, note text default null)
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

-- "Asha Devi" -> "A. D.", "Ravi Kumar Sharma" -> "R. S.", "Ravi" -> "R.": the first and last
-- names only, as a middle name narrows down who it is. A Devanagari initial is the whole first
-- akshara, as Hindi abbreviates (मोहनदास करमचंद गांधी -> "मो. गां.", प्रकाश -> "प्र."): a consonant
-- with its nukta, any consonants joined to it by a virama, then its vowel signs and anusvara.
create function app_private.initials_of(full_name text) returns text
  language sql immutable set search_path = ''
as $$
  select string_agg(
           upper(substring(w.word from '^.\u093C?(?:\u094D[\u0915-\u0939\u0958-\u095F\u0978-\u097F]\u093C?)*[\u0900-\u0903\u093E-\u094C\u094E\u094F\u0955-\u0957\u0962\u0963]*')) || '.',
           ' ' order by w.n)
    from (select t.word, t.n, count(*) over () as total
            from regexp_split_to_table(btrim(coalesce(full_name, '')), '\s+') with ordinality as t(word, n)
           where t.word <> '') w
   where w.n = 1 or w.n = w.total
$$;

-- What public_reviews shows for the author: null when they have no name (screens say "A devotee").
create function app_private.review_author_name(shown_as text, display_name text) returns text
  language sql immutable set search_path = ''
as $$
  select case when shown_as = 'initials' then app_private.initials_of(display_name)
              else nullif(btrim(display_name), '') end
$$;

-- Views -------------------------------------------------------------------------------------

-- The public surface. A security definer view (the view's owner reads the tables): the rows come
-- from reviews, bookings and profiles, which anon and other devotees cannot read, so
-- security_invoker would show nothing. It therefore selects no account id (no author_id,
-- booking_id or devotee), filters to reviews of listed hosts, and is a security barrier so a
-- caller's filters never see rows it leaves out.
create view public.public_reviews with (security_barrier = true) as
select r.id, r.provider_id, r.temple_id, b.offering_id, r.rating, r.body, r.reply, r.replied_at,
       r.created_at, r.updated_at,
       app_private.review_author_name(r.author_shown_as, p.display_name) as author_name
  from public.reviews r
  join public.bookings b on b.id = r.booking_id
  left join public.profiles p on p.id = r.author_id
  left join public.providers hp on hp.id = r.provider_id
  left join public.temples ht on ht.id = r.temple_id
 where (r.provider_id is null or hp.verification_status = 'verified' or hp.is_sample)
   and (r.temple_id is null or ht.verification_status = 'verified' or ht.is_sample);

-- Triggers ----------------------------------------------------------------------------------

create trigger reviews_touch_updated_at before update on public.reviews
  for each row execute function app_private.touch_updated_at();

create trigger reviews_fill_host
  before insert or update of booking_id on public.reviews
  for each row execute function app_private.fill_review_host();

create trigger reviews_refresh_rating
  after insert or update of rating or delete on public.reviews
  for each row execute function app_private.refresh_provider_rating();

create trigger verification_audit_append_only
  before update or delete on public.verification_audit
  for each row execute function app_private.refuse_audit_change();

create trigger verification_audit_no_truncate
  before truncate on public.verification_audit
  for each statement execute function app_private.refuse_audit_change();

create trigger reviews_limit_rate
  before insert on public.reviews
  for each row execute function app_private.limit_review_rate();

-- Execute --------------------------------------------------------------------------------

-- Who may call each function, by name: revoked from every role first, since the default
-- privileges of a Supabase project grant execute on new functions to the API roles.

revoke execute on function
  app_private.fill_review_host(),
  app_private.refresh_provider_rating(),
  app_private.verification_owners(text, uuid),
  app_private.refuse_audit_change(),
  app_private.add_verification_audit(text, uuid, text, text),
  app_private.enqueue_verification_emails(bigint, uuid[], text, text, text, text),
  app_private.lock_verification_subject(text, uuid),
  app_private.refuse_own_subject(text, uuid),
  app_private.apply_verification_decision(text, uuid, text, text),
  app_private.next_try_hint(text, timestamp with time zone),
  app_private.limit_review_rate()
  from public, anon, authenticated, service_role;

revoke execute on function
  public.set_verification_status(text, text, public.verification_status, text),
  public.request_verification(),
  public.request_temple_verification(uuid),
  public.submit_verification(text, uuid, text[], text, text, text),
  public.decide_verification(text, uuid, text, text),
  public.reply_to_review(uuid, text),
  public.report_content(text, uuid, text),
  public.resolve_report(uuid, text, text)
  from public, anon, authenticated, service_role;

grant execute on function
  public.set_verification_status(text, text, public.verification_status, text),
  public.request_verification(),
  public.request_temple_verification(uuid),
  public.submit_verification(text, uuid, text[], text, text, text),
  public.decide_verification(text, uuid, text, text),
  public.reply_to_review(uuid, text),
  public.report_content(text, uuid, text),
  public.resolve_report(uuid, text, text)
  to authenticated, service_role;

revoke execute on function
  app_private.initials_of(text),
  app_private.review_author_name(text, text)
  from public, anon, authenticated, service_role;

grant execute on function
  app_private.initials_of(text),
  app_private.review_author_name(text, text)
  to anon, authenticated, service_role;

-- Access ---------------------------------------------------------------------------------

-- Table by table: row-level security, then grants (which columns a role may touch at all),
-- then policies (which rows). service_role bypasses row-level security.

-- reviews: public for listed hosts; only the devotee of a completed booking writes one.
alter table public.reviews enable row level security;
revoke all on public.reviews from public, anon, authenticated, service_role;
grant select, delete on public.reviews to authenticated;
grant select, insert, update, delete on public.reviews to service_role;
grant insert (booking_id, author_id, rating, body, author_shown_as) on public.reviews to authenticated;
grant update (rating, body, author_shown_as) on public.reviews to authenticated;
create policy "Authors read their reviews" on public.reviews
  for select to authenticated using (author_id = (select auth.uid()));
create policy "Devotees review their completed bookings" on public.reviews
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and exists (select 1 from public.bookings b
                 where b.id = booking_id and b.devotee_id = (select auth.uid()) and b.status = 'completed')
  );
create policy "Authors edit their reviews" on public.reviews
  for update to authenticated
  using (author_id = (select auth.uid())) with check (author_id = (select auth.uid()));
create policy "Authors delete their reviews" on public.reviews
  for delete to authenticated using (author_id = (select auth.uid()));
-- Administrators at aal2 read every review (a report may concern a host no longer listed).
create policy "MFA platform admins read any review" on public.reviews
  for select to authenticated using ((select app_private.is_mfa_platform_admin()));
create policy "Reviewed hosts read their reviews" on public.reviews
  for select to authenticated
  using (provider_id = any ((select app_private.owned_provider_ids())::uuid[])
         or (provider_id is null and temple_id = any ((select app_private.administered_temple_ids())::uuid[])));

alter table public.verification_requests enable row level security;
revoke all on public.verification_requests from public, anon, authenticated, service_role;
grant select on public.verification_requests to authenticated, service_role;
create policy "Submitters and owners read their requests" on public.verification_requests
  for select to authenticated
  using (submitted_by = (select auth.uid()) or app_private.manages_host(provider_id, temple_id));
create policy "MFA platform admins read every request" on public.verification_requests
  for select to authenticated using ((select app_private.is_mfa_platform_admin()));

alter table public.verification_audit enable row level security;
revoke all on public.verification_audit from public, anon, authenticated, service_role;
grant select on public.verification_audit to authenticated, service_role;
create policy "Owners read their subject's history" on public.verification_audit
  for select to authenticated using (app_private.manages_host(provider_id, temple_id));
create policy "MFA platform admins read the whole log" on public.verification_audit
  for select to authenticated using ((select app_private.is_mfa_platform_admin()));

alter table public.reports enable row level security;
revoke all on public.reports from public, anon, authenticated, service_role;
grant select on public.reports to authenticated, service_role;
create policy "Reporters read their reports" on public.reports
  for select to authenticated using (reporter_id = (select auth.uid()));
create policy "MFA platform admins read every report" on public.reports
  for select to authenticated using ((select app_private.is_mfa_platform_admin()));

-- Read only: Supabase's default privileges would otherwise grant writes on a new view.
revoke all on public.public_reviews from public, anon, authenticated, service_role;
grant select on public.public_reviews to anon, authenticated, service_role;

revoke all on sequence public.verification_audit_id_seq from public, anon, authenticated, service_role;
grant select, usage on sequence public.verification_audit_id_seq to anon, authenticated, service_role;

-- Admin decisions ---------------------------------------------------------------------------

-- The admin audit log: report decisions and an operator's removal of a user's authenticators,
-- appended by the functions that make them, never changed. Like verification_audit it has no
-- foreign keys and keeps the subject's name as it was, so it outlives what it records.
create table public.admin_audit (
  id bigint generated always as identity primary key,
  action text not null check (action in (
    'report_dismissed', 'report_warned', 'review_removed', 'listing_suspended', 'factors_removed')),
  subject_kind text not null check (subject_kind in ('review', 'provider', 'temple', 'user')),
  subject_id uuid not null,
  subject_name text not null default '' check (length(subject_name) <= 300),
  report_id uuid,
  -- Who acted; null for an operator (`npm run admin`).
  actor_id uuid,
  note text not null check (length(note) between 1 and 1000),
  created_at timestamptz not null default now()
);

create index admin_audit_created_idx on public.admin_audit (created_at desc);

create trigger admin_audit_append_only
  before update or delete on public.admin_audit
  for each row execute function app_private.refuse_audit_change();

create trigger admin_audit_no_truncate
  before truncate on public.admin_audit
  for each statement execute function app_private.refuse_audit_change();

-- One decision on an open report, with the administrator's note: dismiss it, warn the owner of
-- what was reported (an in-app notification carrying the note), remove the reported review, or
-- suspend the reported provider or temple as the verification flow does. Each is audited, and
-- the reporter hears that it was handled.
create function public.decide_report(report uuid, action text, note text)
  returns public.reports
  language plpgsql security definer set search_path = ''
as $$
declare
  remark text := trim(coalesce(decide_report.note, ''));
  handled public.reports;
  reported_kind text;
  reported_id uuid;
  owners uuid[];
  subject_name text;
  current_status public.verification_status;
  logged text := case decide_report.action
    when 'dismiss' then 'report_dismissed' when 'warn' then 'report_warned'
    when 'remove' then 'review_removed' when 'suspend' then 'listing_suspended' end;
begin
  perform app_private.require_mfa_admin('decide on reports');
  if logged is null then
    raise exception 'action must be dismiss, warn, remove or suspend'
using errcode = '22023', detail = '{"code":"report.bad_action"}';
  end if;
  if length(remark) < 10 then
    raise exception 'Write a note about your decision'
      using errcode = '22023', hint = 'Use at least 10 characters; it stays in the audit log.',
            detail = '{"code":"report.note_required"}';
  end if;
  if length(remark) > 1000 then
    raise exception 'The note is too long'
      using errcode = '22023', hint = 'Use at most 1000 characters.',
            detail = '{"code":"report.note_too_long"}';
  end if;
  select * into handled from public.reports r where r.id = decide_report.report for update;
  if not found then
    raise exception 'Report not found'
using errcode = 'PT404', detail = '{"code":"report.not_found"}';
  end if;
  if handled.status <> 'open' then
    raise exception 'This report is already %', handled.status
      using errcode = 'PT409', hint = 'Reopen it first to change the outcome.',
            detail = json_build_object('code', 'report.already_in_status', 'status', handled.status)::text;
  end if;
  reported_kind := handled.target_kind;
  reported_id := coalesce(handled.review_id, handled.provider_id, handled.temple_id);
  if decide_report.action = 'remove' and reported_kind <> 'review'
     or decide_report.action = 'suspend' and reported_kind = 'review' then
    raise exception 'Cannot % a reported %', decide_report.action, reported_kind
      using errcode = '22023',
            hint = case reported_kind when 'review' then 'A review can be removed.' else 'A profile can be suspended.' end,
            detail = json_build_object('code', 'report.action_not_for_kind', 'action', decide_report.action, 'kind', reported_kind)::text;
  end if;
  if reported_kind = 'review' then
    select array[r.author_id], left(coalesce(nullif(btrim(r.body), ''), r.rating || '/5'), 300)
      into owners, subject_name
      from public.reviews r where r.id = reported_id;
  else
    owners := app_private.verification_owners(reported_kind, reported_id);
    select coalesce((select p.display_name from public.providers p where reported_kind = 'provider' and p.id = reported_id),
                    (select t.name from public.temples t where reported_kind = 'temple' and t.id = reported_id), '')
      into subject_name;
  end if;

  update public.reports r
     set status = case decide_report.action when 'dismiss' then 'dismissed' else 'actioned' end,
         resolved_by = auth.uid(), resolved_at = now(), resolution_note = remark
   where r.id = handled.id
   returning * into handled;
  insert into public.admin_audit (action, subject_kind, subject_id, subject_name, report_id, actor_id, note)
  values (logged, reported_kind, reported_id, coalesce(subject_name, ''), handled.id, auth.uid(), remark);
  perform app_private.notify(array[handled.reporter_id], 'report_resolved', 'Thank you for your report',
    case handled.status
      when 'actioned' then 'We looked into what you reported and acted on it.'
      else 'We looked into what you reported and found it within our guidelines.'
    end,
    '/profile', jsonb_build_object('status', handled.status));

  if decide_report.action in ('warn', 'remove') then
    perform app_private.notify(owners,
      case decide_report.action when 'warn' then 'report_warning' else 'review_removed' end,
      case decide_report.action when 'warn' then 'A warning from the administrators'
                                else 'Your review was removed' end,
      remark, case reported_kind when 'provider' then '/profile' when 'temple' then '/temple-admin/profile'
                        else '/bookings' end,
      jsonb_build_object('note', remark, 'subject_kind', reported_kind));
  end if;
  if decide_report.action = 'remove' then
    -- Its other reports go with it (the audit row keeps the decision); tell their reporters first.
    perform app_private.notify(array(
        select r.reporter_id from public.reports r
         where r.review_id = reported_id and r.status = 'open' and r.id <> handled.id),
      'report_resolved', 'Thank you for your report', 'We looked into what you reported and acted on it.',
      '/profile', jsonb_build_object('status', 'actioned'));
    delete from public.reviews r where r.id = reported_id;
  elsif decide_report.action = 'suspend' then
    current_status := app_private.lock_verification_subject(reported_kind, reported_id);
    perform app_private.refuse_own_subject(reported_kind, reported_id);
    if current_status <> 'verified' then
      raise exception 'Cannot suspend this %: it is %', reported_kind, current_status
        using errcode = 'PT409', hint = 'Only a verified profile can be suspended; dismiss or warn instead.',
              detail = json_build_object('code', 'verification.not_allowed', 'decision', 'suspend', 'kind', reported_kind, 'status', current_status)::text;
    end if;
    perform app_private.apply_verification_decision(reported_kind, reported_id, 'suspended', remark);
  end if;
  return handled;
end
$$;

-- Who sent each report, for administrators at aal2 only: devotees never learn who reported them.
create function public.report_reporters(reports uuid[])
  returns table (report uuid, reporter_name text)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform app_private.require_mfa_admin('see who sent a report');
  return query
    select r.id, coalesce(nullif(btrim(p.display_name), ''), u.email::text, u.phone::text, '')
      from public.reports r
      left join public.profiles p on p.id = r.reporter_id
      left join auth.users u on u.id = r.reporter_id
     where r.id = any(report_reporters.reports);
end
$$;

revoke execute on function
  public.decide_report(uuid, text, text),
  public.report_reporters(uuid[])
  from public, anon, authenticated, service_role;

grant execute on function
  public.decide_report(uuid, text, text),
  public.report_reporters(uuid[])
  to authenticated, service_role;

alter table public.admin_audit enable row level security;
revoke all on public.admin_audit from public, anon, authenticated, service_role;
grant select on public.admin_audit to authenticated, service_role;
create policy "MFA platform admins read the admin log" on public.admin_audit
  for select to authenticated using ((select app_private.is_mfa_platform_admin()));

revoke all on sequence public.admin_audit_id_seq from public, anon, authenticated, service_role;
