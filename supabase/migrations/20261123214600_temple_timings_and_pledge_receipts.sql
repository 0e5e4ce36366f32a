-- Explore shows a temple's deity and timings; a pledge carries the name and PAN its 80G receipt needs.
alter table public.temples
  add column deity text check (length(deity) <= 120),
  -- As the temple prints them, e.g. "5:00 AM – 12:00 PM, 4:00 PM – 9:00 PM".
  add column darshan_timings text check (length(darshan_timings) <= 200),
  add column aarti_timings text check (length(aarti_timings) <= 200);
grant insert (deity, darshan_timings, aarti_timings) on public.temples to authenticated;
grant update (deity, darshan_timings, aarti_timings) on public.temples to authenticated;

-- The donor's PAN (Income Tax Act format AAAAA9999A), for a tax receipt under section 80G.
alter table public.donations
  add column pan text check (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$');

drop function public.record_donation(uuid, integer, boolean, text);

-- record_donation: a pledge to a seva program, pending until the payment work marks it paid.
-- donor_name names the receipt (the profile's name when absent); message is the dedication.
create function public.record_donation(
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
      using errcode = 'PT404', hint = 'Choose another seva program.';
  end if;
  if program.is_sample then
    raise exception 'This is an example seva program and takes no donations'
      using errcode = '22023', hint = 'Choose a seva program of a verified temple.';
  end if;
  if amount_paise is null or amount_paise < 100 then
    raise exception 'The smallest donation is ₹1'
      using errcode = '22023', hint = 'amount_paise is in paise: ₹1 is 100.';
  end if;
  if amount_paise > 1000000000 then
    raise exception 'Donations above ₹1 crore are arranged with the temple directly' using errcode = '22023';
  end if;
  if receipt_pan is not null and receipt_pan !~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then
    raise exception 'A PAN is five letters, four digits and a letter, like ABCDE1234F'
      using errcode = '22023', hint = 'Leave the PAN empty if you do not need a tax receipt.';
  end if;
  if length(donor_name) > 120 then
    raise exception 'The name on the receipt is at most 120 characters' using errcode = '22023';
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

revoke execute on function public.record_donation(uuid, integer, boolean, text, text, text)
  from public, anon;
grant execute on function public.record_donation(uuid, integer, boolean, text, text, text)
  to authenticated;
