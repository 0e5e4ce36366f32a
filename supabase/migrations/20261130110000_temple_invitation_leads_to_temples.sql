-- A temple's invitation leads the provider to /temples, where they accept or decline it.
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
                             'Accept or decline under Temples.', '/temples',
                             jsonb_build_object('temple', temple.name));
  return association;
end
$$;
