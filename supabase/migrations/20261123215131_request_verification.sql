-- A provider whose verification was declined fixes the profile and asks again: rejected -> pending, the old reason cleared. Owners cannot write verification_status themselves, so this is the one door back.
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

revoke execute on function public.request_verification() from public, anon;
grant execute on function public.request_verification() to authenticated;
