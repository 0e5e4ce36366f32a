import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";
import { type MailLocale, USER_LOCALE_SQL } from "../../messaging/mail-locale.ts";
import type { PhoneChannel } from "../../messaging/phone-sender.ts";

/** A person's channels as they chose them, or the defaults where they have not (no row). */
export interface PersonChannels {
  email: string | null;
  locale: MailLocale;
  /** E.164: their chosen number, else the one they signed in with. */
  phone: string | null;
  is_email_on: boolean;
  is_sms_on: boolean;
  is_whatsapp_on: boolean;
  bookings: boolean;
  reminders: boolean;
  payments: boolean;
  verification: boolean;
  opted_out: PhoneChannel[];
}

/**
 * The defaults match the message_preferences table's comment: e-mail where there is an address,
 * SMS where the account signed up by phone, every topic on.
 */
export function findPersonChannels(
  q: Queryable,
  userId: string,
): Promise<PersonChannels | undefined> {
  return queryFirstRow<PersonChannels>(
    q,
    `select u.email, ${USER_LOCALE_SQL} as locale, x.phone,
            coalesce(p.email_enabled, true) and coalesce(u.email, '') <> '' as is_email_on,
            coalesce(p.sms_enabled, coalesce(u.phone, '') <> '') as is_sms_on,
            coalesce(p.whatsapp_enabled, false) as is_whatsapp_on,
            coalesce(p.bookings, true) as bookings, coalesce(p.reminders, true) as reminders,
            coalesce(p.payments, true) as payments, coalesce(p.verification, true) as verification,
            array(select o.channel from public.phone_opt_outs o where o.phone = x.phone) as opted_out
       from auth.users u
       left join public.message_preferences p on p.user_id = u.id
       cross join lateral (
         select coalesce(p.phone, '+' || nullif(regexp_replace(coalesce(u.phone, ''), '^\\+', ''), '')) as phone
       ) x
      where u.id = $1 and u.deleted_at is null`,
    [userId],
  );
}

/** The payload of a `message.phone` job. */
export interface PhoneJobPayload {
  user_id: string;
  channel: PhoneChannel;
  kind: string;
  to: string;
  text: string;
  dedupe_key: string;
  event_at: string | null;
  variables: Record<string, string>;
}

export async function enqueuePhoneJob(
  q: Queryable,
  payload: PhoneJobPayload,
  runAt: Date,
): Promise<void> {
  await q.query("select app_private.enqueue_job('message.phone', $1::jsonb, $2)", [
    JSON.stringify(payload),
    runAt,
  ]);
}

export async function hasPhoneMessage(
  q: Queryable,
  dedupeKey: string,
  channel: PhoneChannel,
): Promise<boolean> {
  const { rows } = await q.query(
    "select 1 from public.phone_messages where dedupe_key = $1 and channel = $2",
    [dedupeKey, channel],
  );
  return rows.length > 0;
}

export async function isPhoneOptedOut(
  q: Queryable,
  phone: string,
  channel: PhoneChannel,
): Promise<boolean> {
  const { rows } = await q.query(
    "select 1 from public.phone_opt_outs where phone = $1 and channel = $2",
    [phone, channel],
  );
  return rows.length > 0;
}

/** Records a send; false when the same message was recorded already (it is then not kept). */
export async function recordPhoneMessage(
  q: Queryable,
  sent: {
    dedupeKey: string;
    channel: PhoneChannel;
    userId: string;
    recipient: string;
    kind: string;
    provider: string;
    providerMessageId: string | undefined;
    sentAt: Date;
  },
): Promise<boolean> {
  const { rows } = await q.query(
    `insert into public.phone_messages
       (dedupe_key, channel, user_id, recipient, kind, provider, provider_message_id, sent_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (dedupe_key, channel) do nothing
     returning id`,
    [
      sent.dedupeKey,
      sent.channel,
      sent.userId,
      sent.recipient,
      sent.kind,
      sent.provider,
      sent.providerMessageId ?? null,
      sent.sentAt,
    ],
  );
  return rows.length > 0;
}
