-- Reviews answered once by the reviewed host and written at a sane pace, and reports of reviews, providers and temples that platform administrators resolve (or reopen).

-- "You can … after 14 Dec, 06:30 PM IST.": when a rate-limited step may be tried again.
create function app_private.next_try_hint(what text, after timestamptz) returns text
  language sql stable set search_path = ''
as $$
  select 'You can ' || what || ' after ' ||
         to_char(after at time zone 'Asia/Kolkata', 'DD Mon, HH12:MI AM') || ' IST.'
$$;

-- ---------------------------------------------------------------------------------------------
-- Reviews: the host's reply, and at most 10 reviews per author per hour.
-- ---------------------------------------------------------------------------------------------

alter table public.reviews
  add column reply text check (length(reply) <= 2000),
  add column replied_at timestamptz;
-- The rate limit: an author's latest reviews.
create index reviews_author_idx on public.reviews (author_id, created_at desc);

-- Administrators at aal2 read every review (a report may concern a host no longer listed).
create policy "MFA platform admins read any review" on public.reviews
  for select to authenticated using ((select app_private.is_mfa_platform_admin()));

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
            hint = app_private.next_try_hint('write your next review', oldest_recent + interval '1 hour');
  end if;
  return new;
end
$$;
create trigger reviews_limit_rate
  before insert on public.reviews
  for each row execute function app_private.limit_review_rate();

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
    raise exception 'Review not found' using errcode = 'PT404';
  end if;
  if not app_private.manages_host(reviewed.provider_id, reviewed.temple_id) then
    raise exception 'Only the reviewed guru, pujari or temple can reply'
      using errcode = '42501', hint = 'Sign in with the account that was reviewed.';
  end if;
  if reviewed.reply is not null then
    raise exception 'You have already replied' using errcode = 'PT409', hint = 'A review is answered once.';
  end if;
  if answer = '' then
    raise exception 'Write a reply' using errcode = '22023', hint = 'Say something to the devotee.';
  end if;
  if length(answer) > 2000 then
    raise exception 'The reply is too long' using errcode = '22023', hint = 'Use at most 2000 characters.';
  end if;
  update public.reviews r set reply = answer, replied_at = now()
   where r.id = reviewed.id
   returning * into reviewed;
  perform app_private.notify(array[reviewed.author_id], 'review_reply', 'Your review has a reply',
                             left(answer, 1000), '/bookings/' || reviewed.booking_id);
  return reviewed;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Reports: anyone signed in flags a review, a provider or a temple; administrators resolve them.
-- ---------------------------------------------------------------------------------------------

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

alter table public.reports enable row level security;
revoke all on table public.reports from public, anon, authenticated, service_role;
grant select on public.reports to authenticated, service_role;
create policy "Reporters read their reports" on public.reports
  for select to authenticated using (reporter_id = (select auth.uid()));
create policy "MFA platform admins read every report" on public.reports
  for select to authenticated using ((select app_private.is_mfa_platform_admin()));

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
    raise exception 'kind must be review, provider or temple' using errcode = '22023';
  end if;
  if length(complaint) < 10 then
    raise exception 'Say what is wrong' using errcode = '22023', hint = 'Write at least 10 characters.';
  end if;
  if length(complaint) > 1000 then
    raise exception 'The report is too long' using errcode = '22023', hint = 'Use at most 1000 characters.';
  end if;
  -- Only what the reporter can see: a listed host, or a review of one (or their own review).
  if not (case report_content.kind
    when 'provider' then app_private.is_listed_provider(report_content.target)
    when 'temple' then app_private.is_listed_temple(report_content.target)
    else exists (select 1 from public.reviews r
                  where r.id = report_content.target
                    and (r.author_id = uid or app_private.is_listed_host(r.provider_id, r.temple_id)))
  end) then
    raise exception 'Nothing to report here' using errcode = 'PT404', hint = 'It may have been removed.';
  end if;
  -- One report at a time per reporter, so parallel calls cannot pass the checks together.
  perform pg_advisory_xact_lock(hashtextextended('reports:' || uid::text, 0));
  if exists (select 1 from public.reports x
              where x.reporter_id = uid and x.status = 'open'
                and report_content.target in (x.review_id, x.provider_id, x.temple_id)) then
    raise exception 'You have already reported this'
      using errcode = 'PT409', hint = 'An administrator is looking at your report.';
  end if;
  select min(x.created_at) into oldest_recent
    from (select r.created_at from public.reports r
           where r.reporter_id = uid and r.created_at > now() - interval '1 hour'
           order by r.created_at desc limit 5) x
   having count(*) >= 5;
  if oldest_recent is not null then
    raise exception 'You have sent 5 reports in the last hour'
      using errcode = 'PT429',
            hint = app_private.next_try_hint('send the next one', oldest_recent + interval '1 hour');
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
    raise exception 'status must be open, dismissed or actioned' using errcode = '22023';
  end if;
  if length(remark) > 1000 then
    raise exception 'The note is too long' using errcode = '22023', hint = 'Use at most 1000 characters.';
  end if;
  select * into handled from public.reports r where r.id = resolve_report.report for update;
  if not found then
    raise exception 'Report not found' using errcode = 'PT404';
  end if;
  if (handled.status = 'open') = (resolve_report.status = 'open') then
    raise exception 'This report is already %', handled.status
      using errcode = 'PT409',
            hint = case when handled.status = 'open' then 'Dismiss it or mark it actioned.'
                        else 'Reopen it first to change the outcome.' end;
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
      '/profile');
  end if;
  return handled;
exception
  when unique_violation then
    raise exception 'The reporter has reported this again since'
      using errcode = 'PT409', hint = 'Their newer report is open; resolve that one instead.';
end
$$;

revoke execute on function
  app_private.next_try_hint(text, timestamptz), app_private.limit_review_rate()
  from public;
revoke execute on function
  public.reply_to_review(uuid, text),
  public.report_content(text, uuid, text),
  public.resolve_report(uuid, text, text)
  from public, anon;
grant execute on function
  public.reply_to_review(uuid, text),
  public.report_content(text, uuid, text),
  public.resolve_report(uuid, text, text)
  to authenticated, service_role;
