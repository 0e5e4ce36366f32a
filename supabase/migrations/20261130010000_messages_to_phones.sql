-- A person hears about bookings, reminders, payments and verification by e-mail, SMS or WhatsApp, as they choose; STOP is honoured and every phone send is recorded once.

-- Messages to phones ------------------------------------------------------------------------

-- Each person's channels (e-mail, SMS, WhatsApp) and what they want to hear about. No row means
-- the defaults: e-mail on where the account has an address, SMS on where it signed up by phone,
-- every topic on (the server applies the same defaults when it delivers).
create table public.message_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- E.164; null: the account's sign-in phone, if any.
  phone text check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  email_enabled boolean not null default true,
  sms_enabled boolean not null default false,
  whatsapp_enabled boolean not null default false,
  bookings boolean not null default true,
  reminders boolean not null default true,
  payments boolean not null default true,
  verification boolean not null default true,
  updated_at timestamptz not null default now()
);

-- Numbers that replied STOP on a channel; never messaged there until they reply START.
create table public.phone_opt_outs (
  phone text not null check (phone ~ '^\+[1-9][0-9]{7,14}$'),
  channel text not null check (channel in ('sms', 'whatsapp')),
  opted_out_at timestamptz not null default now(),
  primary key (phone, channel)
);

-- Every message a provider accepted, with its id, recorded in the transaction that finishes its
-- job: a (dedupe key, channel) pair is sent once, however often its job runs or is enqueued.
create table public.phone_messages (
  id bigint generated always as identity primary key,
  dedupe_key text not null,
  channel text not null check (channel in ('sms', 'whatsapp')),
  user_id uuid references auth.users (id) on delete set null,
  recipient text not null,
  kind text not null,
  provider text not null,
  provider_message_id text,
  sent_at timestamptz not null default now(),
  unique (dedupe_key, channel)
);

-- An Indian mobile number as people write it (98765 43210, 098…, 91 98…, +91 98…) in E.164
-- (+9198…); any other number must already be E.164. Refuses anything else with a code.
create function app_private.normalize_phone(raw text) returns text
  language plpgsql immutable set search_path = ''
as $$
declare
  digits text := regexp_replace(coalesce(raw, ''), '[[:space:]().-]', '', 'g');
begin
  if digits = '' then
    return null;
  elsif digits ~ '^[6-9][0-9]{9}$' then
    digits := '+91' || digits;
  elsif digits ~ '^0[6-9][0-9]{9}$' then
    digits := '+91' || substr(digits, 2);
  elsif digits ~ '^91[6-9][0-9]{9}$' then
    digits := '+' || digits;
  elsif digits ~ '^\+910[6-9][0-9]{9}$' then
    digits := '+91' || substr(digits, 5);
  end if;
  if digits !~ '^\+[1-9][0-9]{7,14}$' or (digits like '+91%' and digits !~ '^\+91[6-9][0-9]{9}$') then
    raise exception 'Enter a mobile number such as +91 98765 43210'
      using errcode = '22023', hint = 'Write the number with its country code.',
            detail = json_build_object('code', 'messages.phone_invalid', 'phone', raw)::text;
  end if;
  return digits;
end
$$;

-- Keeps the phone in E.164 and refuses a phone channel without a number to send to.
create function app_private.check_message_preferences() returns trigger
  language plpgsql security definer set search_path = ''
as $$
begin
  new.phone := app_private.normalize_phone(new.phone);
  if (new.sms_enabled or new.whatsapp_enabled) and new.phone is null
     and not exists (select 1 from auth.users u where u.id = new.user_id and coalesce(u.phone, '') <> '') then
    raise exception 'Add a mobile number to receive SMS or WhatsApp messages'
      using errcode = '22023', detail = '{"code":"messages.phone_required"}';
  end if;
  new.updated_at := now();
  return new;
end
$$;

create trigger message_preferences_check before insert or update on public.message_preferences
  for each row execute function app_private.check_message_preferences();

revoke execute on function
  app_private.normalize_phone(text),
  app_private.check_message_preferences()
  from public, anon, authenticated, service_role;

-- message_preferences: each person reads and writes their own row only.
alter table public.message_preferences enable row level security;
revoke all on public.message_preferences from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.message_preferences to authenticated, service_role;
create policy "People read their message preferences" on public.message_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "People add their message preferences" on public.message_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "People change their message preferences" on public.message_preferences
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "People remove their message preferences" on public.message_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

-- phone_opt_outs and phone_messages: the server's alone.
alter table public.phone_opt_outs enable row level security;
revoke all on public.phone_opt_outs from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.phone_opt_outs to service_role;

alter table public.phone_messages enable row level security;
revoke all on public.phone_messages from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.phone_messages to service_role;
revoke all on sequence public.phone_messages_id_seq from public, anon, authenticated, service_role;
grant select, usage on sequence public.phone_messages_id_seq to service_role;
