import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlatformWorld, type PlatformWorld } from "../platform/testing/platform-world.ts";
import { createTestServer, type TestServer } from "../testing/create-test-server.ts";
import { type FakeRazorpay, startFakeRazorpay } from "./testing/fake-razorpay.ts";
import {
  accessTokenFor,
  bookConsultation,
  callPayments,
  countJobs,
  pledgeDonation,
  readDonation,
  readPayment,
  runJobsNow,
} from "../testing/payments-world.ts";

// The Razorpay gateway against a local fake of Razorpay's API (no network): orders, the checkout
// signature, webhooks delivered twice or out of order, and refunds.
const WEBHOOK_SECRET = "whsec_local_test_secret";
let fake: FakeRazorpay;
let server: TestServer;
let world: PlatformWorld;
let token: string;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  server = await createTestServer({
    env: {
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.url,
    },
  });
  world = await createPlatformWorld(server);
  token = await accessTokenFor(server, world.devotee);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

interface RazorpayOrderResponse {
  payment_id: string;
  method: string;
  amount_paise: number;
  checkout: { key_id: string; order_id: string; amount: number; currency: string; name: string };
}

async function openOrder(purpose: "donation" | "booking", id: string) {
  const response = await callPayments(server, "/orders", { token, body: { purpose, id } });
  expect(response.status).toBe(200);
  return (await response.json()) as RazorpayOrderResponse;
}

/** What Checkout hands the page after a payment: the order, the payment and their signature. */
const signedProof = (orderId: string, paymentId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: createHmac("sha256", fake.keySecret)
    .update(`${orderId}|${paymentId}`)
    .digest("hex"),
});

function verify(body: Record<string, string>) {
  return callPayments(server, "/razorpay/verify", { body });
}

/** Delivers a webhook as Razorpay does: the raw JSON and its signature. */
function deliver(event: unknown, options: { secret?: string; raw?: string } = {}) {
  const raw = options.raw ?? JSON.stringify(event);
  const signature = createHmac("sha256", options.secret ?? WEBHOOK_SECRET)
    .update(raw)
    .digest("hex");
  return server.fetch("http://localhost/functions/v1/payments/razorpay/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "x-razorpay-signature": signature },
    body: raw,
  });
}

const paymentEvent = (
  event: string,
  payment: { id: string; order_id: string; amount: number; status: string },
) => ({
  entity: "event",
  event,
  contains: ["payment"],
  payload: {
    payment: {
      entity: { ...payment, entity: "payment", currency: "INR", error_description: null },
    },
  },
  created_at: 1_790_000_000,
});

describe("opening an order", () => {
  it("creates the Razorpay order with basic auth, the payment's amount in paise and its id as receipt", async () => {
    const donationId = await pledgeDonation(world);
    const before = fake.requests.length;
    const order = await openOrder("donation", donationId);
    expect(order).toMatchObject({
      method: "razorpay",
      amount_paise: 110_000,
      checkout: {
        key_id: fake.keyId,
        amount: 110_000,
        currency: "INR",
        name: "Shiv Mandir",
        description: "Donation: Annadanam",
      },
    });
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "POST",
      path: "/v1/orders",
      body: {
        amount: 110_000,
        currency: "INR",
        receipt: order.payment_id,
        notes: { payment_id: order.payment_id, purpose: "donation", target_id: donationId },
      },
    });
    expect(sent[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString("base64")}`,
    );
    expect((await readPayment(server, order.payment_id)).order_ref).toBe(order.checkout.order_id);
    // Opening the checkout again reuses the payment and its order: no second order.
    const again = await openOrder("donation", donationId);
    expect(again.checkout.order_id).toBe(order.checkout.order_id);
    expect(fake.requests.length).toBe(before + 1);
  });

  it("needs a signed-in payer who owns the donation", async () => {
    const donationId = await pledgeDonation(world);
    const anonymous = await callPayments(server, "/orders", {
      body: { purpose: "donation", id: donationId },
    });
    expect(anonymous.status).toBe(401);
    const apiKey = await callPayments(server, "/orders", {
      token: server.keys.anonKey,
      body: { purpose: "donation", id: donationId },
    });
    expect(apiKey.status).toBe(401);
    const stranger = await callPayments(server, "/orders", {
      token: await accessTokenFor(server, world.other),
      body: { purpose: "donation", id: donationId },
    });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({
      code: "PT404",
      message: "Donation not found",
      details: '{"code":"donation.not_found"}',
    });
    const badBody = await callPayments(server, "/orders", {
      token,
      body: { purpose: "gift", id: donationId, amount_paise: 1 },
    });
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toMatchObject({ code: "22023" });
  });
});

describe("the checkout signature", () => {
  it("captures an authorized payment for the order's amount, once, however often it is sent", async () => {
    const donationId = await pledgeDonation(world);
    const order = await openOrder("donation", donationId);
    const paid = fake.pay(order.checkout.order_id);
    const proof = signedProof(order.checkout.order_id, paid.id);
    const response = await verify(proof);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      payment_id: order.payment_id,
      method: "razorpay",
      status: "captured",
      amount_paise: 110_000,
      purpose: "donation",
      target_id: donationId,
    });
    expect(
      fake.requests.filter((r) => r.path === `/v1/payments/${paid.id}/capture`).map((r) => r.body),
    ).toEqual([{ amount: 110_000, currency: "INR" }]);
    const donation = await readDonation(server, donationId);
    expect(donation.status).toBe("paid");
    // Replayed: the same answer, no second capture at Razorpay, one receipt, one e-mail job.
    const replayed = await verify(proof);
    expect(replayed.status).toBe(200);
    expect(await replayed.json()).toMatchObject({ status: "captured" });
    expect(fake.requests.filter((r) => r.path.endsWith("/capture"))).toHaveLength(1);
    expect((await readDonation(server, donationId)).receipt_number).toBe(donation.receipt_number);
    expect(await countJobs(server, "donation.receipt", "donation_id", donationId)).toBe(1);
  });

  it("refuses a tampered signature and a proof replayed for another order, writing nothing", async () => {
    const donationId = await pledgeDonation(world);
    const order = await openOrder("donation", donationId);
    const paid = fake.pay(order.checkout.order_id);
    const proof = signedProof(order.checkout.order_id, paid.id);
    const before = fake.requests.length;
    const tampered = await verify({
      ...proof,
      razorpay_signature: `${proof.razorpay_signature.slice(0, -2)}00`,
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({
      code: "22023",
      message: "The payment signature does not match",
    });
    // A genuine proof of this payment sent for another open order.
    const other = await openOrder("donation", await pledgeDonation(world));
    const replayed = await verify({ ...proof, razorpay_order_id: other.checkout.order_id });
    expect(replayed.status).toBe(400);
    expect(fake.requests.slice(before).filter((r) => r.path.startsWith("/v1/payments"))).toEqual(
      [],
    );
    expect((await readPayment(server, order.payment_id)).status).toBe("created");
    expect((await readPayment(server, other.payment_id)).status).toBe("created");
    expect((await readDonation(server, donationId)).status).toBe("pending");
  });

  it("records a failed attempt, and a later success on the same order still captures", async () => {
    const donationId = await pledgeDonation(world);
    const order = await openOrder("donation", donationId);
    const declined = fake.pay(order.checkout.order_id, { status: "failed" });
    const failed = await verify(signedProof(order.checkout.order_id, declined.id));
    expect(await failed.json()).toMatchObject({ status: "failed" });
    expect((await readPayment(server, order.payment_id)).failure_reason).toBe(
      "Payment declined by the bank",
    );
    const retry = fake.pay(order.checkout.order_id, { status: "captured" });
    const captured = await verify(signedProof(order.checkout.order_id, retry.id));
    expect(await captured.json()).toMatchObject({ status: "captured" });
    expect((await readDonation(server, donationId)).status).toBe("paid");
  });
});

describe("the webhook", () => {
  /** A donation whose order the fake Razorpay took payment for, and the payment.captured event. */
  async function paidAtRazorpay() {
    const donationId = await pledgeDonation(world);
    const order = await openOrder("donation", donationId);
    const paid = fake.pay(order.checkout.order_id, { status: "captured" });
    const event = paymentEvent("payment.captured", { ...paid, order_id: order.checkout.order_id });
    return { donationId, order, paid, event };
  }

  it("captures once when delivered twice: one receipt number, one receipt job", async () => {
    const { donationId, order, paid, event } = await paidAtRazorpay();
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "applied", payment_id: order.payment_id });
    const receipt = (await readDonation(server, donationId)).receipt_number;
    expect(receipt).not.toBeNull();
    const second = await deliver(event);
    expect(second.status).toBe(200);
    // order.paid for the same payment is one more report of the same capture.
    const orderPaid = await deliver({
      ...paymentEvent("order.paid", { ...paid, order_id: order.checkout.order_id }),
      contains: ["payment", "order"],
    });
    expect(orderPaid.status).toBe(200);
    expect((await readDonation(server, donationId)).receipt_number).toBe(receipt);
    expect(await countJobs(server, "donation.receipt", "donation_id", donationId)).toBe(1);
    expect(await readPayment(server, order.payment_id)).toMatchObject({
      status: "captured",
      gateway_payment_ref: paid.id,
    });
  });

  it("ignores a failure that arrives after the capture", async () => {
    const { donationId, order, paid, event } = await paidAtRazorpay();
    await deliver(event);
    const late = await deliver(
      paymentEvent("payment.failed", {
        ...paid,
        status: "failed",
        order_id: order.checkout.order_id,
      }),
    );
    expect(late.status).toBe(200);
    expect((await readPayment(server, order.payment_id)).status).toBe("captured");
    expect((await readDonation(server, donationId)).status).toBe("paid");
  });

  it("refuses a bad signature with 400 and writes nothing", async () => {
    const { donationId, order, event } = await paidAtRazorpay();
    const forged = await deliver(event, { secret: "not-the-secret" });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "22023" });
    // Signed, then changed in transit.
    const raw = JSON.stringify(event);
    const signature = createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex");
    const altered = await server.fetch("http://localhost/functions/v1/payments/razorpay/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "x-razorpay-signature": signature },
      body: raw.replace('"amount":110000', '"amount":100'),
    });
    expect(altered.status).toBe(400);
    const unsigned = await server.fetch("http://localhost/functions/v1/payments/razorpay/webhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: raw,
    });
    expect(unsigned.status).toBe(400);
    expect((await readPayment(server, order.payment_id)).status).toBe("created");
    expect((await readDonation(server, donationId)).status).toBe("pending");
  });

  it("refuses another amount without writing anything, and ignores orders that are not ours", async () => {
    const donationId = await pledgeDonation(world);
    const order = await openOrder("donation", donationId);
    const wrong = await deliver(
      paymentEvent("payment.captured", {
        id: "pay_wrongamount1",
        order_id: order.checkout.order_id,
        amount: 100,
        status: "captured",
      }),
    );
    expect(wrong.status).toBe(200);
    expect(await wrong.json()).toMatchObject({ status: "refused", code: "22023" });
    expect(await readPayment(server, order.payment_id)).toMatchObject({
      status: "created",
      gateway_payment_ref: null,
    });
    const unknown = await deliver(
      paymentEvent("payment.captured", {
        id: "pay_elsewhere1",
        order_id: "order_notours123",
        amount: 100,
        status: "captured",
      }),
    );
    expect(await unknown.json()).toMatchObject({ status: "refused", code: "PT404" });
    const other = await deliver({ event: "payment.dispute.created", payload: {} });
    expect(await other.json()).toMatchObject({ status: "ignored" });
  });
});

describe("refunds through Razorpay", () => {
  async function paidBooking() {
    const bookingId = await bookConsultation(world);
    const order = await openOrder("booking", bookingId);
    const paid = fake.pay(order.checkout.order_id, { status: "captured" });
    await deliver(paymentEvent("payment.captured", { ...paid, order_id: order.checkout.order_id }));
    return { bookingId, order, paid };
  }

  it("refunds a cancellation's share with an idempotency key, and the job does it once", async () => {
    fake.refundStatus = "processed";
    const { bookingId, order, paid } = await paidBooking();
    const { error } = await world.devotee.client.rpc("cancel_booking", { booking_id: bookingId });
    expect(error).toBeNull();
    await runJobsNow(server);
    const refunds = fake.requests.filter((r) => r.path === `/v1/payments/${paid.id}/refund`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toEqual({
      amount: 110_000,
      receipt: order.payment_id,
      notes: { payment_id: order.payment_id },
    });
    expect(refunds[0]!.headers["x-refund-idempotency"]).toBe(`refund-${order.payment_id}`);
    const payment = await readPayment(server, order.payment_id);
    expect(payment).toMatchObject({ refund_status: "processed", refund_paise: 110_000 });
    expect(payment.refund_ref).toMatch(/^rfnd_/);
    await runJobsNow(server);
    expect(fake.requests.filter((r) => r.path.endsWith("/refund"))).toHaveLength(1);
  });

  it("leaves a refund Razorpay still processes pending until its refund.processed webhook", async () => {
    fake.refundStatus = "pending";
    const { bookingId, order, paid } = await paidBooking();
    await world.devotee.client.rpc("cancel_booking", { booking_id: bookingId });
    await runJobsNow(server);
    expect((await readPayment(server, order.payment_id)).refund_status).toBe("pending");
    const refund = [...fake.refunds.values()].find((r) => r.payment_id === paid.id)!;
    const event = {
      entity: "event",
      event: "refund.processed",
      contains: ["refund", "payment"],
      payload: {
        refund: { entity: { ...refund, entity: "refund", status: "processed" } },
        payment: { entity: { ...paid, order_id: order.checkout.order_id } },
      },
    };
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(await readPayment(server, order.payment_id)).toMatchObject({
      refund_status: "processed",
      refund_ref: refund.id,
    });
    fake.refundStatus = "processed";
  });
});
