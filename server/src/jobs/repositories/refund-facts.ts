import type { Queryable } from "../../db/database.ts";

/** What a refund's message names: the booking, course or donation program it gives money back for. */
export async function findRefundTitle(
  q: Queryable,
  paymentId: string,
): Promise<string | undefined> {
  const { rows } = await q.query<{ title: string }>(
    `select coalesce(b.title, sp.title, c.title) as title
       from public.payments p
       left join public.bookings b on b.id = p.booking_id
       left join public.donations d on d.id = p.donation_id
       left join public.seva_programs sp on sp.id = d.seva_program_id
       left join public.course_enrolments e on e.id = p.course_enrolment_id
       left join public.courses c on c.id = e.course_id
      where p.id = $1`,
    [paymentId],
  );
  return rows[0]?.title ?? undefined;
}
