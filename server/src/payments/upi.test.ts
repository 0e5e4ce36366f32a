import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "../platform/testing/use-platform-world.ts";
import {
  accessTokenFor,
  bookConsultation,
  callPayments,
  pledgeDonation,
  readDonation,
  readPayment,
} from "../testing/payments-world.ts";

// Direct UPI: a link and QR code to the payee's own UPI ID; the payee confirms receipt by hand.
const { server, world } = usePlatformWorld({ env: { PAYMENTS_GATEWAY: "upi" } });
let token: string;

beforeAll(async () => {
  token = await accessTokenFor(server, world.devotee);
});

interface UpiOrder {
  payment_id: string;
  method: string;
  amount_paise: number;
  checkout: { uri: string; qr_svg: string; payee_name: string; payee_upi: string };
}

describe("a direct UPI payment", () => {
  it("is refused while the temple has no UPI ID, and nothing is written", async () => {
    const donationId = await pledgeDonation(world);
    const response = await callPayments(server, "/orders", {
      token,
      body: { purpose: "donation", id: donationId },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: "PT409",
      message: "This temple has not added a UPI ID yet",
    });
    const { rows } = await server.db.query("select 1 from public.payments where donation_id = $1", [
      donationId,
    ]);
    expect(rows).toHaveLength(0);
  });

  it("gives the upi:// link and its QR code for the temple's UPI ID and the donation's amount", async () => {
    await server.db.query("update public.temples set upi_id = 'shivmandir@okaxis' where id = $1", [
      world.templeId,
    ]);
    const donationId = await pledgeDonation(world, { amountPaise: 50_100 });
    const response = await callPayments(server, "/orders", {
      token,
      body: { purpose: "donation", id: donationId },
    });
    expect(response.status).toBe(200);
    const order = (await response.json()) as UpiOrder;
    expect(order).toMatchObject({ method: "upi", amount_paise: 50_100 });
    const link = new URL(order.checkout.uri);
    expect(link.protocol).toBe("upi:");
    expect(Object.fromEntries(new URLSearchParams(order.checkout.uri.split("?")[1]))).toEqual({
      pa: "shivmandir@okaxis",
      pn: "Shiv Mandir",
      am: "501.00",
      cu: "INR",
      tn: "Donation: Annadanam",
      tr: order.payment_id.replace(/-/g, ""),
    });
    expect(order.checkout.qr_svg).toMatch(/^<svg[^>]*>/);
    expect(order.checkout).toMatchObject({
      payee_name: "Shiv Mandir",
      payee_upi: "shivmandir@okaxis",
    });
    // No gateway order: the payee confirms. Until then the donation is a pledge.
    expect(await readPayment(server, order.payment_id)).toMatchObject({
      method: "upi",
      status: "created",
      order_ref: null,
    });
    expect((await readDonation(server, donationId)).status).toBe("pending");
  });

  it("names the provider for a booking, and says when the provider has no UPI ID", async () => {
    const bookingId = await bookConsultation(world);
    const refused = await callPayments(server, "/orders", {
      token,
      body: { purpose: "booking", id: bookingId },
    });
    expect(await refused.json()).toMatchObject({
      code: "PT409",
      message: "This provider has not added a UPI ID yet",
    });
    await server.db.query("update public.providers set upi_id = 'guruji@ybl' where id = $1", [
      world.providerId,
    ]);
    const response = await callPayments(server, "/orders", {
      token,
      body: { purpose: "booking", id: bookingId },
    });
    const order = (await response.json()) as UpiOrder;
    expect(order.checkout.uri).toContain("pa=guruji@ybl&pn=Guru%20Ji&am=1100.00");
    expect(order.checkout.uri).toContain("tn=Gita%20Consultation");
  });
});
