import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";
import type { CheckoutFacts, PaymentPurpose, PaymentRow } from "../gateways/payment-gateway.ts";

/**
 * The payments functions of the database (schema app_private, security definer, run by the server as
 * the database owner) and the reads around them. Each call is one statement: the function's own
 * transaction rules hold.
 */
const COLUMNS = `id, booking_id, donation_id, course_enrolment_id, payer_id, amount_paise, status::text as status, method,
  order_ref, gateway_payment_ref, refund_status, refund_paise, refund_ref`;

async function one(q: Queryable, sql: string, params: unknown[]): Promise<PaymentRow> {
  const { rows } = await q.query<PaymentRow>(sql, params);
  const row = rows[0];
  if (!row?.id) throw new Error("a payments function returned no payment");
  return row;
}

export function startPayment(
  q: Queryable,
  input: { purpose: PaymentPurpose; targetId: string; payerId: string; method: string },
): Promise<PaymentRow> {
  return one(q, `select ${COLUMNS} from app_private.start_payment($1, $2::uuid, $3::uuid, $4)`, [
    input.purpose,
    input.targetId,
    input.payerId,
    input.method,
  ]);
}

export function attachOrder(
  q: Queryable,
  paymentId: string,
  orderRef: string,
): Promise<PaymentRow> {
  return one(q, `select ${COLUMNS} from app_private.attach_order($1::uuid, $2)`, [
    paymentId,
    orderRef,
  ]);
}

export function capturePayment(
  q: Queryable,
  input: { method: string; orderRef: string; gatewayPaymentRef: string; amountPaise: number },
): Promise<PaymentRow> {
  return one(q, `select ${COLUMNS} from app_private.capture_payment($1, $2, $3, $4::integer)`, [
    input.method,
    input.orderRef,
    input.gatewayPaymentRef,
    input.amountPaise,
  ]);
}

export function failPayment(
  q: Queryable,
  input: { method: string; orderRef: string; reason: string },
): Promise<PaymentRow> {
  return one(q, `select ${COLUMNS} from app_private.fail_payment($1, $2, $3)`, [
    input.method,
    input.orderRef,
    input.reason,
  ]);
}

export function markRefundProcessed(
  q: Queryable,
  paymentId: string,
  refundRef: string,
): Promise<PaymentRow> {
  return one(q, `select ${COLUMNS} from app_private.refund_processed($1::uuid, $2)`, [
    paymentId,
    refundRef,
  ]);
}

export function findPayment(q: Queryable, paymentId: string): Promise<PaymentRow | undefined> {
  return queryFirstRow<PaymentRow>(
    q,
    `select ${COLUMNS} from public.payments where id = $1::uuid`,
    [paymentId],
  );
}

export function findPaymentByOrder(
  q: Queryable,
  method: string,
  orderRef: string,
): Promise<PaymentRow | undefined> {
  return queryFirstRow<PaymentRow>(
    q,
    `select ${COLUMNS} from public.payments where method = $1 and order_ref = $2`,
    [method, orderRef],
  );
}

export function findPaymentByGatewayRef(
  q: Queryable,
  method: string,
  gatewayPaymentRef: string,
): Promise<PaymentRow | undefined> {
  return queryFirstRow<PaymentRow>(
    q,
    `select ${COLUMNS} from public.payments where method = $1 and gateway_payment_ref = $2
      order by created_at desc limit 1`,
    [method, gatewayPaymentRef],
  );
}

interface CheckoutFactsRow {
  description: string;
  payee_kind: "temple" | "provider";
  payee_name: string;
  payee_upi_id: string | null;
  payer_name: string;
  payer_email: string | null;
}

/** Who is paid for what, and who pays: what a checkout shows. */
export async function findCheckoutFacts(q: Queryable, payment: PaymentRow): Promise<CheckoutFacts> {
  const { rows } = await q.query<CheckoutFactsRow>(
    `select coalesce('Donation: ' || sp.title, b.title, 'Course: ' || c.title) as description,
            case when t.id is not null then 'temple' else 'provider' end as payee_kind,
            coalesce(t.name, pv.display_name) as payee_name,
            coalesce(t.upi_id, pv.upi_id) as payee_upi_id,
            coalesce(nullif(d.donor_name, ''), nullif(b.devotee_name, ''), nullif(e.devotee_name, ''),
                     nullif(pr.display_name, ''), '')
              as payer_name,
            u.email::text as payer_email
       from public.payments p
       left join public.donations d on d.id = p.donation_id
       left join public.seva_programs sp on sp.id = d.seva_program_id
       left join public.bookings b on b.id = p.booking_id
       left join public.temples t on t.id = coalesce(d.temple_id, b.temple_id)
       left join public.course_enrolments e on e.id = p.course_enrolment_id
       left join public.courses c on c.id = e.course_id
       left join public.providers pv on pv.id = coalesce(b.provider_id, c.provider_id)
       left join auth.users u on u.id = p.payer_id
       left join public.profiles pr on pr.id = p.payer_id
      where p.id = $1::uuid`,
    [payment.id],
  );
  const row = rows[0];
  if (!row) throw new Error(`payment ${payment.id} vanished`);
  return {
    payment,
    purpose: purposeOf(payment),
    description: row.description,
    payeeKind: row.payee_kind,
    payeeName: row.payee_name,
    payeeUpiId: row.payee_upi_id,
    payerName: row.payer_name,
    payerEmail: row.payer_email,
  };
}

/** What a payment row pays for. */
export function purposeOf(payment: PaymentRow): PaymentPurpose {
  if (payment.donation_id) return "donation";
  return payment.course_enrolment_id ? "course" : "booking";
}
