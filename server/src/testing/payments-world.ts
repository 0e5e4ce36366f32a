import { epochSeconds } from "../lib/clock.ts";
import { signJwt } from "../lib/jwt.ts";
import { listOutboxMessages } from "../messaging/outbox-messages.ts";
import {
  istAt,
  type PaymentRow,
  type PlatformUser,
  type PlatformWorld,
} from "../platform/testing/platform-world.ts";
import { requestedBooking } from "../platform/testing/requested-booking.ts";
import { TEST_ORIGIN, type TestServer } from "./create-test-server.ts";
import { createPaymentGateways } from "../payments/gateways/payment-gateways.ts";
import { createTestJobRunner } from "./test-job-runner.ts";

/** An access token for a platform user, as the web app sends it to the payments function. */
export function accessTokenFor(server: TestServer, user: PlatformUser): Promise<string> {
  const now = epochSeconds(server.clock);
  return signJwt(server.keys, {
    sub: user.id,
    role: "authenticated",
    aud: "authenticated",
    email: user.email,
    aal: "aal1",
    exp: now + 3600,
  });
}

/** A request to the payments API in-process, JSON in and out. */
export function callPayments(
  server: TestServer,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  return server.fetch(`${TEST_ORIGIN}/functions/v1/payments${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** A pending donation of the world's devotee to its seva program (₹1,100 unless told). */
export async function pledgeDonation(
  world: PlatformWorld,
  options: { amountPaise?: number; pan?: string; donorName?: string; donor?: PlatformUser } = {},
): Promise<string> {
  const { data, error } = await (options.donor ?? world.devotee).client
    .rpc("record_donation", {
      seva_program_id: world.sevaProgramId,
      amount_paise: options.amountPaise ?? 110_000,
      pan: options.pan ?? null,
      donor_name: options.donorName ?? null,
    })
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  return data.id;
}

let lastDay = 2;

/** A day of its own for each booking a test file makes, so its bookings never overlap. */
export function nextBookingDay(): number {
  lastDay += 1;
  return lastDay;
}

/** The devotee books the guru's consultation (₹1,100, prepaid) at 10:00 IST a few days ahead. */
export function bookConsultation(world: PlatformWorld): Promise<string> {
  return requestedBooking(world, istAt(nextBookingDay(), "10:00"));
}

/** Runs every job due now with the server's gateways (Razorpay's pointing at the fake). */
export function runJobsNow(server: TestServer): Promise<number> {
  const runner = createTestJobRunner(server, { payments: createPaymentGateways(server.config) });
  // run_at comes from the database's own clock.
  return runner.runDueJobs(new Date(Date.now() + 1000));
}

export function mailTo(server: TestServer, email: string) {
  return listOutboxMessages(server.db, { recipient: email, limit: 50 });
}

/** How many jobs of `kind` name this payload value, whatever their state. */
export async function countJobs(server: TestServer, kind: string, key: string, value: string) {
  const { rows } = await server.db.query<{ count: number }>(
    "select count(*)::int as count from public.jobs where kind = $1 and payload ->> $2 = $3",
    [kind, key, value],
  );
  return rows[0]!.count;
}

export async function readDonation(server: TestServer, id: string) {
  const { rows } = await server.db.query<{
    status: string;
    receipt_number: string | null;
    paid_at: Date | null;
    receipt_issued_at: Date | null;
  }>(
    `select status::text as status, receipt_number, paid_at, receipt_issued_at
       from public.donations where id = $1`,
    [id],
  );
  return rows[0]!;
}

export async function readPayment(server: TestServer, id: string) {
  const { rows } = await server.db.query<
    Pick<
      PaymentRow,
      | "status"
      | "method"
      | "order_ref"
      | "gateway_payment_ref"
      | "refund_status"
      | "refund_paise"
      | "refund_ref"
      | "failure_reason"
    >
  >(
    `select status::text as status, method, order_ref, gateway_payment_ref, refund_status,
            refund_paise, refund_ref, failure_reason
       from public.payments where id = $1`,
    [id],
  );
  return rows[0]!;
}
