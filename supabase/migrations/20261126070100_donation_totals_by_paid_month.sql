-- A temple's monthly totals count a paid donation in the month its money arrived (a pledge made
-- in March and paid in April is April's income, as its receipt's financial year says), and a
-- pledge still unpaid in the month it was made.
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
    raise exception 'Temple not found' using errcode = 'PT404', hint = 'Check you administer this temple.';
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
