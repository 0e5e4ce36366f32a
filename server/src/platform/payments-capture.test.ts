import { beforeAll, describe, expect, it } from "vitest";
import {
  bookConsultation,
  countJobs,
  nextBookingDay,
  pledgeDonation,
  readDonation,
} from "../testing/payments-world.ts";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import {
  capturePayment,
  istAt,
  paymentStep,
  payWithTestGateway,
  type PlatformUser,
  startPayment,
} from "./testing/platform-world.ts";
import { notificationsOf } from "./testing/notifications-of.ts";

// The server's payment steps (start, attach the gateway's order, capture, fail) as the payments
// module calls them: the amount is the row's, a capture is idempotent, a late failure changes
// nothing, and a refused step writes nothing.
const { server, world } = usePlatformWorld();
/** The devotee opens a payment of a donation by `method`. */
const startDonation = (donationId: string, method: string) =>
  startPayment(server, "donation", donationId, world.devotee.id, method);
/** The Indian financial year of this moment, e.g. 2026-27. */
function currentFinancialYear(): string {
  const india = new Date(Date.now() + 5.5 * 3_600_000);
  const start = india.getUTCMonth() < 3 ? india.getUTCFullYear() - 1 : india.getUTCFullYear();
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

describe("start_payment", () => {
  it("opens a payment for the donor's pledge at its amount, and the same one when opened again", async () => {
    const donationId = await pledgeDonation(world, { amountPaise: 50_100 });
    const first = await startDonation(donationId, "test");
    expect(first).toMatchObject({
      donation_id: donationId,
      booking_id: null,
      payer_id: world.devotee.id,
      temple_id: world.templeId,
      provider_id: null,
      amount_paise: 50_100,
      method: "test",
      status: "created",
      refund_status: "none",
      refund_paise: 0,
    });
    const again = await startDonation(donationId, "test");
    expect(again.id).toBe(first.id);
    const otherMethod = await startDonation(donationId, "razorpay");
    expect(otherMethod.id).not.toBe(first.id);
  });

  it("opens a booking's payment at its booked price, payable to its provider", async () => {
    const bookingId = await bookConsultation(world);
    const payment = await startPayment(server, "booking", bookingId, world.devotee.id, "test");
    expect(payment).toMatchObject({
      booking_id: bookingId,
      provider_id: world.providerId,
      temple_id: null,
      amount_paise: 110_000,
    });
  });

  it("refuses someone else's pledge, an unknown purpose or method, and cash, writing nothing", async () => {
    const donationId = await pledgeDonation(world);
    const { rows: before } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from public.payments",
    );
    const start = (...args: unknown[]) => paymentStep(server, "start_payment", ...args);
    await expect(start("donation", donationId, world.other.id, "test")).rejects.toMatchObject({
      code: "PT404",
    });
    await expect(start("gift", donationId, world.devotee.id, "test")).rejects.toMatchObject({
      code: "22023",
    });
    await expect(start("donation", donationId, world.devotee.id, "cash")).rejects.toMatchObject({
      code: "22023",
    });
    await expect(start("donation", donationId, world.devotee.id, "bitcoin")).rejects.toMatchObject({
      code: "22023",
    });
    const { rows: after } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from public.payments",
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("refuses UPI while the payee has no UPI ID", async () => {
    const donationId = await pledgeDonation(world);
    await expect(startDonation(donationId, "upi")).rejects.toMatchObject({
      code: "PT409",
      message: "This temple has not added a UPI ID yet",
    });
  });

  it("refuses a cancelled booking and a home pooja before the visit", async () => {
    const cancelled = await bookConsultation(world);
    await world.devotee.client.rpc("cancel_booking", { booking_id: cancelled });
    await expect(
      startPayment(server, "booking", cancelled, world.devotee.id, "test"),
    ).rejects.toMatchObject({
      code: "PT409",
      message: "This booking is cancelled, so there is nothing to pay",
    });

    const home = await world.devotee.client
      .rpc("book_offering", {
        offering_id: world.homePoojaId,
        starts_at: istAt(nextBookingDay(), "10:00"),
        contact_phone: "+91 98765 43210",
        address: "12 MG Road, Pune",
      })
      .single<{ id: string; is_prepaid: boolean }>();
    expect(home.data?.is_prepaid).toBe(false);
    await expect(
      startPayment(server, "booking", home.data!.id, world.devotee.id, "test"),
    ).rejects.toMatchObject({ code: "PT409", message: "A home pooja is paid after the visit" });
  });
});

describe("attach_order", () => {
  it("records the gateway's order once; the same order again changes nothing", async () => {
    const started = await startDonation(await pledgeDonation(world), "razorpay");
    const attached = await paymentStep(server, "attach_order", started.id, `order_A${started.id}`);
    expect(attached.order_ref).toBe(`order_A${started.id}`);
    const again = await paymentStep(server, "attach_order", started.id, `order_A${started.id}`);
    expect(again.order_ref).toBe(`order_A${started.id}`);
    await expect(
      paymentStep(server, "attach_order", started.id, "order_other"),
    ).rejects.toMatchObject({ code: "PT409" });
  });

  it("refuses an order another payment of the same gateway holds", async () => {
    const first = await startDonation(await pledgeDonation(world), "razorpay");
    const second = await startDonation(await pledgeDonation(world), "razorpay");
    await paymentStep(server, "attach_order", first.id, `order_shared_${first.id}`);
    await expect(
      paymentStep(server, "attach_order", second.id, `order_shared_${first.id}`),
    ).rejects.toMatchObject({ code: "PT409", message: "Another payment has this order id" });
  });

  it("answers PT404 for an unknown payment", async () => {
    await expect(
      paymentStep(server, "attach_order", "00000000-0000-4000-8000-000000000000", "order_x"),
    ).rejects.toMatchObject({ code: "PT404" });
  });
});

describe("capture_payment", () => {
  let donationId: string;
  let paymentId: string;
  let order: string;

  beforeAll(async () => {
    donationId = await pledgeDonation(world, { amountPaise: 110_000 });
    const started = await startDonation(donationId, "razorpay");
    paymentId = started.id;
    order = `order_C${started.id.slice(0, 8)}`;
    await paymentStep(server, "attach_order", paymentId, order);
  });

  it("refuses an amount other than the payment's and writes nothing", async () => {
    await expect(capturePayment(server, "razorpay", order, "pay_wrong", 100)).rejects.toMatchObject(
      {
        code: "22023",
        message: "The amount paid does not match this payment",
      },
    );
    const { rows } = await server.db.query<{ status: string; gateway_payment_ref: string | null }>(
      "select status, gateway_payment_ref from public.payments where id = $1",
      [paymentId],
    );
    expect(rows[0]).toEqual({ status: "created", gateway_payment_ref: null });
    expect(await readDonation(server, donationId)).toMatchObject({
      status: "pending",
      receipt_number: null,
    });
    expect(await countJobs(server, "donation.receipt", "donation_id", donationId)).toBe(0);
  });

  it("captures once: the donation is paid with a receipt number and one receipt job", async () => {
    const captured = await capturePayment(server, "razorpay", order, "pay_C1", 110_000);
    expect(captured).toMatchObject({ status: "captured", gateway_payment_ref: "pay_C1" });
    expect(captured.captured_at).toBeInstanceOf(Date);
    const { rows: temple } = await server.db.query<{ receipt_prefix: string }>(
      "select receipt_prefix from public.temples where id = $1",
      [world.templeId],
    );
    const paid = await readDonation(server, donationId);
    expect(paid).toMatchObject({ status: "paid" });
    expect(paid.receipt_number).toMatch(
      new RegExp(`^${temple[0]!.receipt_prefix}/${currentFinancialYear()}/\\d{6}$`),
    );
    expect(paid.paid_at).toEqual(captured.captured_at);
    expect(paid.receipt_issued_at).toEqual(captured.captured_at);
    expect(await countJobs(server, "donation.receipt", "donation_id", donationId)).toBe(1);

    // The webhook arrives too, and again: the same payment, no second receipt or e-mail.
    const twice = await capturePayment(server, "razorpay", order, "pay_C1", 110_000);
    const thrice = await capturePayment(server, "razorpay", order, "pay_C1", 110_000);
    expect(twice).toEqual(captured);
    expect(thrice).toEqual(captured);
    expect((await readDonation(server, donationId)).receipt_number).toBe(paid.receipt_number);
    expect(await countJobs(server, "donation.receipt", "donation_id", donationId)).toBe(1);
    const { rows: counted } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from public.donations where temple_id = $1 and receipt_number is not null",
      [world.templeId],
    );
    const { rows: counter } = await server.db.query<{ last_number: number }>(
      "select last_number from public.receipt_counters where temple_id = $1",
      [world.templeId],
    );
    expect(counter[0]!.last_number).toBe(counted[0]!.n);
  });

  it("ignores a failure reported after the capture (an out-of-order webhook)", async () => {
    const late = await paymentStep(server, "fail_payment", "razorpay", order, "Card declined");
    expect(late).toMatchObject({ status: "captured", failure_reason: null });
    expect((await readDonation(server, donationId)).status).toBe("paid");
  });

  it("refuses to start another payment for the paid pledge", async () => {
    await expect(startDonation(donationId, "test")).rejects.toMatchObject({
      code: "PT409",
      message: "This donation is already paid",
    });
  });

  it("answers PT404 for an order nobody attached", async () => {
    await expect(
      capturePayment(server, "razorpay", "order_unknown", "pay_x", 100),
    ).rejects.toMatchObject({ code: "PT404" });
    await expect(capturePayment(server, "test", order, "pay_x", 110_000)).rejects.toMatchObject({
      code: "PT404",
    });
  });
});

describe("fail_payment", () => {
  it("fails an attempt once, and a retry on the same order still captures", async () => {
    const donationId = await pledgeDonation(world, { amountPaise: 25_000 });
    const started = await startDonation(donationId, "razorpay");
    const order = `order_F${started.id.slice(0, 8)}`;
    await paymentStep(server, "attach_order", started.id, order);
    const failed = await paymentStep(
      server,
      "fail_payment",
      "razorpay",
      order,
      "  Card declined  ",
    );
    expect(failed).toMatchObject({ status: "failed", failure_reason: "Card declined" });
    const again = await paymentStep(server, "fail_payment", "razorpay", order, "Bank timeout");
    expect(again).toEqual(failed);
    expect((await readDonation(server, donationId)).status).toBe("pending");

    const captured = await capturePayment(server, "razorpay", order, "pay_F2", 25_000);
    expect(captured).toMatchObject({
      status: "captured",
      failure_reason: null,
      gateway_payment_ref: "pay_F2",
    });
    expect((await readDonation(server, donationId)).status).toBe("paid");
  });

  it("marks a booking paid, on its timeline, and tells the provider", async () => {
    const bookingId = await bookConsultation(world);
    const payment = await payWithTestGateway(server, "booking", bookingId, world.devotee);
    const { rows } = await server.db.query<{
      paid_at: Date;
      payment_method: string;
      status: string;
    }>("select paid_at, payment_method, status from public.bookings where id = $1", [bookingId]);
    expect(rows[0]).toEqual({
      paid_at: payment.captured_at,
      payment_method: "test",
      status: "requested",
    });
    const timeline = await world.devotee.client
      .from("booking_events")
      .select("status, kind, note")
      .eq("booking_id", bookingId)
      .order("id");
    expect(timeline.data).toEqual([
      { status: "requested", kind: "status", note: "" },
      { status: "requested", kind: "payment", note: "Paid ₹1,100 online (test payment)." },
    ]);
    // Only status steps e-mail: the request's e-mail to the provider, nothing for the payment.
    const { rows: mails } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.jobs j
        join public.booking_events e on e.id = (j.payload ->> 'event_id')::bigint
       where j.kind = 'booking.email' and e.booking_id = $1`,
      [bookingId],
    );
    expect(mails[0]!.n).toBe(1);
    const notes = await notificationsOf(world.guru, "payment_received", "title, body, link");
    expect(notes).toContainEqual({
      title: "Payment received",
      body: "₹1,100 for Gita Consultation",
      link: `/bookings/${bookingId}`,
    });
    await expect(
      startPayment(server, "booking", bookingId, world.devotee.id, "test"),
    ).rejects.toMatchObject({ code: "PT409", message: "This booking is already paid" });
  });
});

describe("money that arrives twice", () => {
  it("refunds a second capture for a pledge already paid, in full", async () => {
    const donationId = await pledgeDonation(world, { amountPaise: 30_000 });
    const first = await startDonation(donationId, "test");
    const second = await startDonation(donationId, "razorpay");
    await paymentStep(server, "attach_order", first.id, `order_D1${first.id}`);
    await paymentStep(server, "attach_order", second.id, `order_D2${second.id}`);
    await capturePayment(server, "test", `order_D1${first.id}`, null, 30_000);
    const receipt = (await readDonation(server, donationId)).receipt_number;
    const duplicate = await capturePayment(
      server,
      "razorpay",
      `order_D2${second.id}`,
      "pay_D2",
      30_000,
    );
    expect(duplicate).toMatchObject({
      status: "captured",
      refund_status: "pending",
      refund_paise: 30_000,
    });
    expect(await countJobs(server, "payment.refund", "payment_id", second.id)).toBe(1);
    expect((await readDonation(server, donationId)).receipt_number).toBe(receipt);
    expect(await countJobs(server, "donation.receipt", "donation_id", donationId)).toBe(1);
  });
});

describe("who reads payments", () => {
  let bookingPaymentId: string;
  let donationPaymentId: string;

  beforeAll(async () => {
    bookingPaymentId = (
      await payWithTestGateway(server, "booking", await bookConsultation(world), world.devotee)
    ).id;
    donationPaymentId = (
      await payWithTestGateway(server, "donation", await pledgeDonation(world), world.devotee)
    ).id;
  });

  const read = (user: PlatformUser, id: string) =>
    user.client.from("payments").select("id, amount_paise, status").eq("id", id);

  it("the payer reads both; the provider and the temple each read the one paid to them", async () => {
    expect((await read(world.devotee, bookingPaymentId)).data).toHaveLength(1);
    expect((await read(world.devotee, donationPaymentId)).data).toHaveLength(1);
    expect((await read(world.guru, bookingPaymentId)).data).toHaveLength(1);
    expect((await read(world.guru, donationPaymentId)).data).toHaveLength(0);
    expect((await read(world.templeAdmin, donationPaymentId)).data).toHaveLength(1);
    expect((await read(world.templeAdmin, bookingPaymentId)).data).toHaveLength(0);
  });

  it("a stranger and an anonymous visitor read no payment at all", async () => {
    const stranger = await world.other.client.from("payments").select("id");
    expect(stranger).toMatchObject({ error: null, data: [] });
    const anon = await world.anon.from("payments").select("id");
    expect(anon.error?.code).toBe("42501");
  });

  it("nobody writes a payment directly, not even its payer or payee", async () => {
    const update = await world.devotee.client
      .from("payments")
      .update({ status: "captured" })
      .eq("id", bookingPaymentId);
    expect(update.error?.code).toBe("42501");
    const payee = await world.guru.client
      .from("payments")
      .update({ refund_status: "none" })
      .eq("id", bookingPaymentId);
    expect(payee.error?.code).toBe("42501");
  });

  it("people cannot call the server's payment steps", async () => {
    const viaApi = await world.devotee.client.rpc("capture_payment", {
      method: "test",
      order_ref: "x",
      gateway_payment_ref: null,
      amount_paise: 1,
    });
    expect(viaApi.error?.code).toBe("PGRST202");
    for (const role of ["anon", "authenticated"]) {
      await expect(
        server.db.transaction(async (tx) => {
          await tx.query(`set local role ${role}`);
          await tx.query("select app_private.capture_payment('test', 'x', null, 1)");
        }),
      ).rejects.toMatchObject({ code: "42501" });
    }
  });
});
