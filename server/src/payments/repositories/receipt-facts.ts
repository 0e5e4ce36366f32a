import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";
import { type MailLocale, USER_LOCALE_SQL } from "../../messaging/mail-locale.ts";

/** A donation with everything its receipt prints and whom it is mailed to. */
export interface ReceiptFacts {
  donation_id: string;
  donor_id: string;
  status: string;
  amount_paise: number;
  paid_at: Date | null;
  receipt_number: string | null;
  receipt_issued_at: Date | null;
  /** The name on the receipt: the donor's given name, else their profile's; null when they gave anonymously. */
  donor_name: string | null;
  is_anonymous: boolean;
  pan: string | null;
  message: string;
  program_title: string;
  temple_id: string;
  temple_name: string;
  temple_location: string | null;
  temple_city: string | null;
  registration_number: string | null;
  eighty_g_number: string | null;
  /** A `date`, as text (YYYY-MM-DD). */
  eighty_g_valid_until: string | null;
  donor_email: string | null;
  payment_method: string | null;
  payment_reference: string | null;
}

export function findReceiptFacts(
  q: Queryable,
  donationId: string,
): Promise<ReceiptFacts | undefined> {
  return queryFirstRow<ReceiptFacts>(
    q,
    `select d.id as donation_id, d.donor_id, d.status::text as status, d.amount_paise, d.paid_at,
            d.receipt_number, d.receipt_issued_at,
            case when d.is_anonymous then nullif(d.donor_name, '')
                 else coalesce(nullif(d.donor_name, ''), nullif(pr.display_name, '')) end
              as donor_name,
            d.is_anonymous, d.pan, d.message,
            sp.title as program_title, t.id as temple_id, t.name as temple_name,
            t.location as temple_location, t.city as temple_city, t.registration_number,
            t.eighty_g_number, t.eighty_g_valid_until::text as eighty_g_valid_until,
            u.email::text as donor_email, pay.method as payment_method,
            pay.payment_reference
       from public.donations d
       join public.seva_programs sp on sp.id = d.seva_program_id
       join public.temples t on t.id = d.temple_id
       left join auth.users u on u.id = d.donor_id
       left join public.profiles pr on pr.id = d.donor_id
       left join lateral (
         select p.method, coalesce(p.gateway_payment_ref, p.upi_reference) as payment_reference
           from public.payments p
          where p.donation_id = d.id and p.status = 'captured'
          order by p.captured_at desc nulls last
          limit 1
       ) pay on true
      where d.id = $1`,
    [donationId],
  );
}

/** One paid donation as a yearly statement lists it. */
export interface StatementLine {
  donation_id: string;
  paid_at: Date;
  receipt_number: string | null;
  amount_paise: number;
  program_title: string;
  temple_name: string;
  pan: string | null;
}

/** The donor's paid donations in [from, to), oldest first. */
export async function listPaidDonations(
  q: Queryable,
  donorId: string,
  from: Date,
  to: Date,
): Promise<StatementLine[]> {
  const { rows } = await q.query<StatementLine>(
    `select d.id as donation_id, d.paid_at, d.receipt_number, d.amount_paise,
            sp.title as program_title, t.name as temple_name, d.pan
       from public.donations d
       join public.seva_programs sp on sp.id = d.seva_program_id
       join public.temples t on t.id = d.temple_id
      where d.donor_id = $1 and d.status = 'paid' and d.paid_at >= $2 and d.paid_at < $3
      order by d.paid_at, d.receipt_number`,
    [donorId, from, to],
  );
  return rows;
}

/** The statement's addressee: the donor's profile name and e-mail address. */
export async function findDonorName(q: Queryable, donorId: string): Promise<string> {
  const { rows } = await q.query<{ name: string }>(
    `select coalesce(nullif(pr.display_name, ''), u.email::text, '') as name
       from auth.users u left join public.profiles pr on pr.id = u.id
      where u.id = $1`,
    [donorId],
  );
  return rows[0]?.name ?? "";
}

/** Whether the caller's own row-level security lets them read the donation (donor or its temple's admin). */
export async function isDonationVisible(q: Queryable, donationId: string): Promise<boolean> {
  const { rows } = await q.query<{ visible: boolean }>(
    "select exists (select 1 from public.donations where id = $1) as visible",
    [donationId],
  );
  return rows[0]?.visible === true;
}

/** The language a person chose in the app (`user_metadata.locale`), English otherwise. */
export async function findSavedLocale(q: Queryable, userId: string): Promise<MailLocale> {
  const { rows } = await q.query<{ locale: MailLocale }>(
    `select ${USER_LOCALE_SQL} as locale from auth.users u where u.id = $1`,
    [userId],
  );
  return rows[0]?.locale ?? "en";
}
