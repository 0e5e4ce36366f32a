import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "../platform/testing/use-platform-world.ts";
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

// The test gateway (the development default) end to end over a real socket: open the order, GET
// the checkout page, press a button, follow the 303 back to the app.
const { server, world } = usePlatformWorld();
let token: string;
let http: ServerType;
let origin: string;

beforeAll(async () => {
  token = await accessTokenFor(server, world.devotee);
  http = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => http.once("listening", resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));

async function openOrder(
  purpose: "donation" | "booking",
  id: string,
  returnTo = "/pray?tab=seva",
  payerToken = token,
) {
  const response = await fetch(`${origin}/functions/v1/payments/orders`, {
    method: "POST",
    headers: { authorization: `Bearer ${payerToken}`, "content-type": "application/json" },
    body: JSON.stringify({ purpose, id, return_to: returnTo }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    payment_id: string;
    method: string;
    amount_paise: number;
    status: string;
    checkout: { checkout_url: string };
  };
}

/** Loads the checkout page and submits it with one of its buttons, without following the redirect. */
async function pressButton(checkoutUrl: string, outcome: string) {
  const page = await fetch(`${origin}${checkoutUrl}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)![1]!.replace(/&amp;/g, "&");
  const returnTo = /name="return_to" value="([^"]*)"/.exec(html)![1]!.replace(/&amp;/g, "&");
  return fetch(new URL(action, page.url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome, return_to: returnTo }).toString(),
    redirect: "manual",
  });
}

describe("the test checkout", () => {
  it("opens an order for the donation's own amount, whatever the browser would like", async () => {
    const donationId = await pledgeDonation(world);
    const order = await openOrder("donation", donationId);
    expect(order).toMatchObject({ method: "test", amount_paise: 110_000, status: "created" });
    expect(order.checkout.checkout_url).toMatch(
      new RegExp(
        `^/functions/v1/payments/test/checkout/${order.payment_id}\\?token=[\\w-]{43}&return_to=%2Fpray%3Ftab%3Dseva$`,
      ),
    );
    // Opening it again is the same payment and the same order.
    const again = await openOrder("donation", donationId);
    expect(again.payment_id).toBe(order.payment_id);
    expect((await readPayment(server, order.payment_id)).order_ref).toMatch(/^order_test_/);
  });

  it("serves an accessible page that works without JavaScript and has no inline script", async () => {
    const order = await openOrder("donation", await pledgeDonation(world));
    const response = await fetch(`${origin}${order.checkout.checkout_url}`);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>Test checkout");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("₹1,100.00");
    expect(html).toContain("Donation: Annadanam");
    expect(html).toContain("Shiv Mandir");
    for (const label of ["Pay successfully", "Fail the payment", "Abandon (go back)"]) {
      expect(html).toContain(`>${label}</button>`);
    }
  });

  it("pays: captured, the donation paid with a receipt number, one receipt job, back to return_to", async () => {
    const donationId = await pledgeDonation(world);
    const order = await openOrder("donation", donationId);
    const response = await pressButton(order.checkout.checkout_url, "captured");
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toBe(`/pray?tab=seva&payment=${order.payment_id}&status=captured`);
    // Following the redirect lands on the app's own origin.
    const landed = await fetch(`${origin}${location}`, { redirect: "manual" });
    expect(new URL(landed.url).origin).toBe(origin);
    const donation = await readDonation(server, donationId);
    expect(donation.status).toBe("paid");
    expect(donation.receipt_number).toMatch(/^[A-Z0-9]{1,10}\/\d{4}-\d{2}\/\d{6}$/);
    expect(await readPayment(server, order.payment_id)).toMatchObject({
      status: "captured",
      method: "test",
      gateway_payment_ref: expect.stringMatching(/^pay_test_/) as string,
    });
    // Pressing "pay" again (a reload, a double click) changes nothing.
    const twice = await pressButton(order.checkout.checkout_url, "captured");
    expect(twice.headers.get("location")).toContain("status=captured");
    expect((await readDonation(server, donationId)).receipt_number).toBe(donation.receipt_number);
    expect(await countJobs(server, "donation.receipt", "donation_id", donationId)).toBe(1);
    // And a later "fail" cannot undo a capture.
    const failLater = await pressButton(order.checkout.checkout_url, "failed");
    expect(failLater.headers.get("location")).toContain("status=captured");
    // Paid: a new order is refused.
    const reopen = await callPayments(server, "/orders", {
      token,
      body: { purpose: "donation", id: donationId },
    });
    expect(reopen.status).toBe(409);
    expect(await reopen.json()).toMatchObject({ code: "PT409" });
  });

  it("fails and abandons: the payment says so, the donation stays pending", async () => {
    const donationId = await pledgeDonation(world);
    const order = await openOrder("donation", donationId, "/pray");
    const abandoned = await pressButton(order.checkout.checkout_url, "abandoned");
    expect(abandoned.headers.get("location")).toBe(
      `/pray?payment=${order.payment_id}&status=abandoned`,
    );
    expect((await readPayment(server, order.payment_id)).status).toBe("created");
    const failed = await pressButton(order.checkout.checkout_url, "failed");
    expect(failed.headers.get("location")).toBe(`/pray?payment=${order.payment_id}&status=failed`);
    expect(await readPayment(server, order.payment_id)).toMatchObject({
      status: "failed",
      failure_reason: "Declined on the test checkout page",
    });
    expect((await readDonation(server, donationId)).status).toBe("pending");
    // A retry on the same order may still succeed.
    const retried = await pressButton(order.checkout.checkout_url, "captured");
    expect(retried.headers.get("location")).toContain("status=captured");
    expect((await readDonation(server, donationId)).status).toBe("paid");
  });

  it("sends the browser back only to a path on this site", async () => {
    const donationId = await pledgeDonation(world);
    for (const returnTo of ["https://evil.example/x", "//evil.example/x", "/\\evil.example"]) {
      const response = await callPayments(server, "/orders", {
        token,
        body: { purpose: "donation", id: donationId, return_to: returnTo },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "22023" });
    }
    const order = await openOrder("donation", donationId);
    const forged = await fetch(
      `${origin}/functions/v1/payments/test/checkout/${order.payment_id}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ outcome: "abandoned", return_to: "//evil.example" }).toString(),
        redirect: "manual",
      },
    );
    expect(forged.status).toBe(400);
    const page = await fetch(
      `${origin}/functions/v1/payments/test/checkout/${order.payment_id}?return_to=https://evil.example`,
    );
    expect(page.status).toBe(400);
  });

  it("pays a prepaid booking and refunds a cancellation at once through the refund job", async () => {
    const bookingId = await bookConsultation(world);
    const order = await openOrder("booking", bookingId, `/bookings/${bookingId}`);
    expect(order.amount_paise).toBe(110_000);
    await pressButton(order.checkout.checkout_url, "captured");
    const { rows } = await server.db.query<{ paid_at: Date | null; payment_method: string }>(
      "select paid_at, payment_method from public.bookings where id = $1",
      [bookingId],
    );
    expect(rows[0]).toMatchObject({ payment_method: "test", paid_at: expect.any(Date) as Date });
    // Cancelled days ahead, inside the free window: all of it comes back.
    const { error } = await world.devotee.client.rpc("cancel_booking", {
      booking_id: bookingId,
      reason: "Travelling",
    });
    expect(error).toBeNull();
    expect(await readPayment(server, order.payment_id)).toMatchObject({
      refund_status: "pending",
      refund_paise: 110_000,
    });
    await runJobsNow(server);
    expect(await readPayment(server, order.payment_id)).toMatchObject({
      refund_status: "processed",
      refund_ref: expect.stringMatching(/^rfnd_test_/) as string,
    });
    // The job ran once; running the worker again does nothing more.
    await runJobsNow(server);
    expect(await countJobs(server, "payment.refund", "payment_id", order.payment_id)).toBe(1);
  });

  it("answers unknown payments with 404 and bad buttons with 400", async () => {
    const missing = await fetch(
      `${origin}/functions/v1/payments/test/checkout/00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "PT404" });
    const order = await openOrder("donation", await pledgeDonation(world));
    const bad = await fetch(`${origin}/functions/v1/payments/test/checkout/${order.payment_id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=refunded",
      redirect: "manual",
    });
    expect(bad.status).toBe(400);
  });
});

describe("who may press the test checkout's buttons", () => {
  /** A POST as a form would send it, to a path with any query, with optional extra headers. */
  function submit(path: string, outcome: string, headers: Record<string, string> = {}) {
    return fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ outcome, return_to: "/pray" }).toString(),
      redirect: "manual",
    });
  }

  async function expectNotFound(response: Response) {
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: "PT404",
      message: "No test payment has this id",
    });
  }

  it("a stranger who knows only the payment id cannot see or capture it", async () => {
    const donationId = await pledgeDonation(world);
    const order = await openOrder("donation", donationId);
    const path = `/functions/v1/payments/test/checkout/${order.payment_id}`;
    await expectNotFound(await fetch(`${origin}${path}`));
    await expectNotFound(await submit(path, "captured"));
    await expectNotFound(await submit(`${path}?token=`, "captured"));
    await expectNotFound(await submit(`${path}?token=${"A".repeat(43)}`, "captured"));
    expect((await readPayment(server, order.payment_id)).status).toBe("created");
    expect(await readDonation(server, donationId)).toMatchObject({
      status: "pending",
      receipt_number: null,
    });
  });

  it("another signed-in user cannot capture it, with their session or their own link's token", async () => {
    const donationId = await pledgeDonation(world);
    const order = await openOrder("donation", donationId);
    const path = `/functions/v1/payments/test/checkout/${order.payment_id}`;
    const otherToken = await accessTokenFor(server, world.other);
    await expectNotFound(await submit(path, "captured", { authorization: `Bearer ${otherToken}` }));
    const theirs = await openOrder(
      "donation",
      await pledgeDonation(world, { donor: world.other }),
      "/pray",
      otherToken,
    );
    const theirToken = new URL(theirs.checkout.checkout_url, origin).searchParams.get("token");
    await expectNotFound(await submit(`${path}?token=${theirToken}`, "captured"));
    expect((await readPayment(server, order.payment_id)).status).toBe("created");
    expect((await readDonation(server, donationId)).status).toBe("pending");
  });

  it("the payer, through the link the order gave them, can", async () => {
    const donationId = await pledgeDonation(world);
    const order = await openOrder("donation", donationId);
    const paid = await submit(order.checkout.checkout_url, "captured");
    expect(paid.status).toBe(303);
    expect((await readDonation(server, donationId)).status).toBe("paid");
  });
});
