import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { requestedBooking } from "./testing/requested-booking.ts";
import { giveGuruUpiId } from "./testing/guru-upi-id.ts";
import {
  capturePayment,
  istAt,
  type PaymentRow,
  paymentStep,
  payWithTestGateway,
  type PlatformUser,
  startPayment,
} from "./testing/platform-world.ts";

// A paid booking that ends without taking place gives money back under the offering's published
// rule (cancel_booking computes the share): through the gateway for Razorpay and test payments,
// by the payee for UPI and cash; the timeline says which.
const { server, world } = usePlatformWorld();
/** 99,999 paise, free cancellation until 24 h before, then 33 % kept. */
let oddOfferingId: string;
/** ₹500, nothing refunded after the free window closes. */
let keepAllOfferingId: string;
let day = 2;
let hours = 0;

beforeAll(async () => {
  await giveGuruUpiId(world);
  const offering = async (title: string, price: number, kept: number) => {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.offerings (provider_id, kind, title, mode, duration_minutes, price_paise,
         free_cancel_hours, kept_percent)
       values ($1, 'online_pooja', $2, 'online', 30, $3, 24, $4) returning id`,
      [world.providerId, title, price, kept],
    );
    return rows[0]!.id;
  };
  oddOfferingId = await offering("Navagraha Shanti", 99_999, 33);
  keepAllOfferingId = await offering("Rudra Path", 50_000, 100);
});

/** A request for an offering of the guru on a day of its own. */
function book(offeringId = world.consultationId): Promise<string> {
  day += 1;
  return requestedBooking(world, istAt(day, "10:00"), offeringId);
}

async function confirm(bookingId: string) {
  const { error } = await world.guru.client.rpc("respond_to_booking", {
    booking_id: bookingId,
    accept: true,
  });
  if (error) throw new Error(error.message);
}

/** Moves a booking to start a few hours from now: inside the 24 hours the free window leaves. */
async function startSoon(bookingId: string) {
  hours += 2;
  await server.db.query(
    `update public.bookings
        set slot = tstzrange(now() + make_interval(hours => $2), now() + make_interval(hours => $2, mins => 30)),
            blocked = tstzrange(now() + make_interval(hours => $2), now() + make_interval(hours => $2, mins => 30))
      where id = $1`,
    [bookingId, hours],
  );
}

async function payByRazorpay(bookingId: string): Promise<PaymentRow> {
  const started = await startPayment(server, "booking", bookingId, world.devotee.id, "razorpay");
  await paymentStep(server, "attach_order", started.id, `order_${started.id}`);
  return capturePayment(
    server,
    "razorpay",
    `order_${started.id}`,
    `pay_${started.id.slice(0, 8)}`,
    started.amount_paise,
  );
}

async function payByUpi(bookingId: string): Promise<PaymentRow> {
  const started = await startPayment(server, "booking", bookingId, world.devotee.id, "upi");
  await world.devotee.client.rpc("mark_upi_sent", {
    payment: started.id,
    upi_reference: "412345678901",
  });
  const { data, error } = await world.guru.client
    .rpc("confirm_upi_payment", { payment: started.id })
    .single<PaymentRow>();
  if (error) throw new Error(error.message);
  return data;
}

async function cancel(bookingId: string, by: PlatformUser = world.devotee, reason?: string) {
  const { data, error } = await by.client
    .rpc("cancel_booking", { booking_id: bookingId, reason })
    .single<{ refundable_paise: number }>();
  if (error) throw new Error(error.message);
  return data.refundable_paise;
}

/** The payment's refund: its status and amount. */
async function refundOf(paymentId: string) {
  const { rows } = await server.db.query<{ status: string; paise: number }>(
    "select refund_status as status, refund_paise as paise from public.payments where id = $1",
    [paymentId],
  );
  return rows[0]!;
}

async function refundJobs(paymentId: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    "select count(*)::int as n from public.jobs where kind = 'payment.refund' and payload = jsonb_build_object('payment_id', $1::uuid)",
    [paymentId],
  );
  return rows[0]!.n;
}

/** The booking's timeline as the devotee reads it: payment and refund steps only. */
async function moneySteps(bookingId: string) {
  const { data } = await world.devotee.client
    .from("booking_events")
    .select("kind, status, note, params")
    .eq("booking_id", bookingId)
    .neq("kind", "status")
    .order("id");
  return data;
}

describe("the cancellation rule's share comes back through the gateway", () => {
  it("inside the free window: all of it, by a payment.refund job", async () => {
    const bookingId = await book();
    await confirm(bookingId);
    const paid = await payWithTestGateway(server, "booking", bookingId, world.devotee);
    expect(await cancel(bookingId)).toBe(110_000);
    expect(await refundOf(paid.id)).toEqual({ status: "pending", paise: 110_000 });
    expect(await refundJobs(paid.id)).toBe(1);
    expect(await moneySteps(bookingId)).toEqual([
      {
        kind: "payment",
        status: "confirmed",
        note: "Paid ₹1,100 online (test payment).",
        params: { step: "paid", amount_paise: 110_000, method: "test" },
      },
      {
        kind: "refund",
        status: "cancelled",
        note: "A refund of ₹1,100 to the original payment method has started.",
        params: { step: "refund_started", amount_paise: 110_000 },
      },
    ]);
    const { data: notes } = await world.devotee.client
      .from("notifications")
      .select("title, body, link, params")
      .eq("kind", "refund_pending")
      .eq("link", `/bookings/${bookingId}`);
    expect(notes).toEqual([
      {
        title: "Your refund is on its way",
        body: "₹1,100 for Gita Consultation. Your bank may take a few working days to show it.",
        link: `/bookings/${bookingId}`,
        params: { amount_paise: 110_000, title: "Gita Consultation" },
      },
    ]);
  });

  it("after it: all but the kept percent, rounded in the devotee's favour", async () => {
    const consultation = await book();
    await confirm(consultation);
    const paid = await payByRazorpay(consultation);
    await startSoon(consultation);
    expect(await cancel(consultation)).toBe(55_000);
    expect(await refundOf(paid.id)).toEqual({ status: "pending", paise: 55_000 });
    expect(await refundJobs(paid.id)).toBe(1);

    const odd = await book(oddOfferingId);
    await confirm(odd);
    const oddPaid = await payByRazorpay(odd);
    await startSoon(odd);
    // 33 % of ₹999.99 is 32,999.67 paise: the provider keeps 32,999.
    expect(await cancel(odd)).toBe(67_000);
    expect(await refundOf(oddPaid.id)).toEqual({ status: "pending", paise: 67_000 });
  });

  it("a rule that keeps everything: no refund, and the timeline says so", async () => {
    const bookingId = await book(keepAllOfferingId);
    await confirm(bookingId);
    const paid = await payWithTestGateway(server, "booking", bookingId, world.devotee);
    await startSoon(bookingId);
    expect(await cancel(bookingId)).toBe(0);
    expect(await refundOf(paid.id)).toEqual({ status: "none", paise: 0 });
    expect(await refundJobs(paid.id)).toBe(0);
    expect((await moneySteps(bookingId))?.at(-1)).toEqual({
      kind: "refund",
      status: "cancelled",
      note: "No refund: the cancellation rule keeps the full ₹500.",
      params: { step: "no_refund", amount_paise: 50_000 },
    });
  });

  it("the provider's cancellation and a devotee's cancelled request: all of it, whenever", async () => {
    const byProvider = await book(keepAllOfferingId);
    await confirm(byProvider);
    const paidA = await payWithTestGateway(server, "booking", byProvider, world.devotee);
    await startSoon(byProvider);
    expect(await cancel(byProvider, world.guru, "I am unwell")).toBe(50_000);
    expect(await refundOf(paidA.id)).toEqual({ status: "pending", paise: 50_000 });

    const request = await book(keepAllOfferingId);
    const paidB = await payWithTestGateway(server, "booking", request, world.devotee);
    await startSoon(request);
    expect(await cancel(request)).toBe(50_000);
    expect(await refundOf(paidB.id)).toEqual({ status: "pending", paise: 50_000 });
  });

  it("a declined or expired request that was paid: all of it", async () => {
    const declined = await book(keepAllOfferingId);
    const paidA = await payWithTestGateway(server, "booking", declined, world.devotee);
    await world.guru.client.rpc("respond_to_booking", {
      booking_id: declined,
      accept: false,
      reason: "Away",
    });
    expect(await refundOf(paidA.id)).toEqual({ status: "pending", paise: 50_000 });

    const expired = await book(keepAllOfferingId);
    const paidB = await payWithTestGateway(server, "booking", expired, world.devotee);
    await server.db.query("select app_private.expire_booking($1, now() + interval '400 days')", [
      expired,
    ]);
    expect(await refundOf(paidB.id)).toEqual({ status: "pending", paise: 50_000 });
  });

  it("money that arrives after the booking was cancelled: all of it", async () => {
    const bookingId = await book(keepAllOfferingId);
    await confirm(bookingId);
    const started = await startPayment(server, "booking", bookingId, world.devotee.id, "razorpay");
    await paymentStep(server, "attach_order", started.id, `order_late_${started.id}`);
    await startSoon(bookingId);
    expect(await cancel(bookingId)).toBe(0);
    const late = await capturePayment(
      server,
      "razorpay",
      `order_late_${started.id}`,
      "pay_late",
      50_000,
    );
    expect(late).toMatchObject({
      status: "captured",
      refund_status: "pending",
      refund_paise: 50_000,
    });
    const { rows } = await server.db.query<{ paid_at: Date | null }>(
      "select paid_at from public.bookings where id = $1",
      [bookingId],
    );
    expect(rows[0]!.paid_at).toBeNull();
    expect((await moneySteps(bookingId))?.at(-1)).toMatchObject({
      note: "The payment arrived after the booking was cancelled. A refund of ₹500 to the original payment method has started.",
      params: {
        step: "refund_started",
        amount_paise: 50_000,
        reason: "arrived_after",
        status: "cancelled",
      },
    });
  });
});

describe("refund_processed", () => {
  it("records the gateway's refund once, on the timeline, and tells the devotee", async () => {
    const bookingId = await book();
    await confirm(bookingId);
    const paid = await payByRazorpay(bookingId);
    await cancel(bookingId);
    const done = await paymentStep(server, "refund_processed", paid.id, "rfnd_123");
    expect(done).toMatchObject({
      refund_status: "processed",
      refund_paise: 110_000,
      refund_ref: "rfnd_123",
    });
    expect(done.refunded_at).toBeInstanceOf(Date);
    const again = await paymentStep(server, "refund_processed", paid.id, "rfnd_other");
    expect(again).toEqual(done);
    expect(
      (await moneySteps(bookingId))?.filter((step) => step.note.includes("processed")),
    ).toEqual([
      {
        kind: "refund",
        status: "cancelled",
        note: "The refund of ₹1,100 was processed.",
        params: { step: "refund_processed", amount_paise: 110_000 },
      },
    ]);
  });

  it("refuses a payment with no refund under way", async () => {
    const bookingId = await book();
    const paid = await payWithTestGateway(server, "booking", bookingId, world.devotee);
    await expect(paymentStep(server, "refund_processed", paid.id, "rfnd_x")).rejects.toMatchObject({
      code: "PT409",
    });
  });
});

describe("a refund due from the payee (UPI and cash)", () => {
  let bookingId: string;
  let paymentId: string;

  beforeAll(async () => {
    bookingId = await book();
    await confirm(bookingId);
    paymentId = (await payByUpi(bookingId)).id;
    await startSoon(bookingId);
    await cancel(bookingId);
  });

  it("is the rule's share, marked for the provider to return, with no job", async () => {
    expect(await refundOf(paymentId)).toEqual({ status: "due_from_payee", paise: 55_000 });
    expect(await refundJobs(paymentId)).toBe(0);
    expect((await moneySteps(bookingId))?.at(-1)).toEqual({
      kind: "refund",
      status: "cancelled",
      note: "₹550 is to be returned by the provider directly, as it was paid by UPI.",
      params: { step: "refund_due", amount_paise: 55_000, payee: "provider", method: "upi" },
    });
    const { data: notes } = await world.guru.client
      .from("notifications")
      .select("title, body, params")
      .eq("kind", "refund_due")
      .eq("link", `/bookings/${bookingId}`);
    expect(notes).toEqual([
      {
        title: "Return a payment",
        body: "Return ₹550 to devotee for Gita Consultation, then mark it returned.",
        params: {
          side: "payee",
          payer: "devotee",
          amount_paise: 55_000,
          title: "Gita Consultation",
        },
      },
    ]);
  });

  it("only the provider marks it returned, once", async () => {
    const byDevotee = await world.devotee.client.rpc("confirm_refund_returned", {
      payment: paymentId,
    });
    expect(byDevotee.error?.code).toBe("42501");
    const byStranger = await world.other.client.rpc("confirm_refund_returned", {
      payment: paymentId,
    });
    expect(byStranger.error?.code).toBe("PT404");
    const byTemple = await world.templeAdmin.client.rpc("confirm_refund_returned", {
      payment: paymentId,
    });
    expect(byTemple.error?.code).toBe("PT404");
    const { data } = await world.guru.client
      .rpc("confirm_refund_returned", { payment: paymentId })
      .single<PaymentRow>();
    expect(data).toMatchObject({ refund_status: "returned", refund_paise: 55_000 });
    const again = await world.guru.client
      .rpc("confirm_refund_returned", { payment: paymentId })
      .single<PaymentRow>();
    expect(again.data).toEqual(data);
    expect((await moneySteps(bookingId))?.at(-1)).toMatchObject({
      note: "The provider says they returned ₹550.",
      params: { step: "refund_returned", amount_paise: 55_000, payee: "provider" },
    });
    const { data: notes } = await world.devotee.client
      .from("notifications")
      .select("params")
      .eq("kind", "refund_returned")
      .eq("link", `/bookings/${bookingId}`);
    expect(notes).toEqual([
      { params: { payee: "provider", amount_paise: 55_000, title: "Gita Consultation" } },
    ]);
  });

  it("the gateway's refund steps refuse it", async () => {
    await expect(
      paymentStep(server, "refund_processed", paymentId, "rfnd_x"),
    ).rejects.toMatchObject({
      code: "PT409",
    });
  });

  it("a provider cannot mark returned what the gateway refunds", async () => {
    const other = await book();
    const paid = await payWithTestGateway(server, "booking", other, world.devotee);
    await cancel(other);
    const reply = await world.guru.client.rpc("confirm_refund_returned", { payment: paid.id });
    expect(reply.error).toMatchObject({
      code: "PT409",
      message: "No refund is due from you on this payment",
    });
  });
});
