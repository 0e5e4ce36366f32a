-- Report decisions become recorded actions with a note, and an admin audit log holds them and operators' factor removals.

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
