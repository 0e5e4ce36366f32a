import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import {
  istAt,
  type PaymentRow,
  payWithTestGateway,
  startPayment,
} from "./testing/platform-world.ts";
import { rpcErrorCodes } from "./testing/rpc-error-codes.ts";
import { requestedBooking } from "./testing/requested-booking.ts";
import { giveGuruUpiId } from "./testing/guru-upi-id.ts";
import { notificationsOf } from "./testing/notifications-of.ts";

// Money that moves outside a gateway: a direct UPI transfer the payer reports and the payee
// confirms, and a home pooja paid on the day, recorded by its provider. Each step only by the
// person it belongs to; the earnings count only money received.
const { server, world } = usePlatformWorld();
let day = 2;

beforeAll(async () => {
  await giveGuruUpiId(world);
  await world.templeAdmin.client
    .from("temples")
    .update({ upi_id: "mandir@sbi" })
    .eq("id", world.templeId);
});

function bookConsultation(): Promise<string> {
  day += 1;
  return requestedBooking(world, istAt(day, "10:00"));
}

/** A home pooja the guru confirmed, which took place yesterday. */
async function pastHomePooja(): Promise<string> {
  day += 1;
  const { data, error } = await world.devotee.client
    .rpc("book_offering", {
      offering_id: world.homePoojaId,
      starts_at: istAt(day, "10:00"),
      contact_phone: "+91 98765 43210",
      address: "12 MG Road, Pune",
    })
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  await world.guru.client.rpc("respond_to_booking", { booking_id: data.id, accept: true });
  await server.db.query(
    `update public.bookings
        set slot = tstzrange(now() - make_interval(days => $2, hours => 2), now() - make_interval(days => $2)),
            blocked = tstzrange(now() - make_interval(days => $2, hours => 2), now() - make_interval(days => $2))
      where id = $1`,
    [data.id, day],
  );
  return data.id;
}

const startUpi = (purpose: "booking" | "donation", target: string) =>
  startPayment(server, purpose, target, world.devotee.id, "upi");

describe("a UPI transfer to a provider", () => {
  let bookingId: string;
  let paymentId: string;

  beforeAll(async () => {
    bookingId = await bookConsultation();
    paymentId = (await startUpi("booking", bookingId)).id;
  });

  it("only the payer says it is sent, with the reference their app showed", async () => {
    // A stranger, the payee, then the payer with no real reference.
    expect(
      await rpcErrorCodes("mark_upi_sent", [
        [world.other, { payment: paymentId, upi_reference: "412345678901" }],
        [world.guru, { payment: paymentId, upi_reference: "412345678901" }],
        [world.devotee, { payment: paymentId, upi_reference: "12-34" }],
      ]),
    ).toEqual(["PT404", "42501", "22023"]);

    const { data, error } = await world.devotee.client
      .rpc("mark_upi_sent", { payment: paymentId, upi_reference: " 4123 4567 8901 " })
      .single<PaymentRow>();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "awaiting_confirmation", upi_reference: "412345678901" });
    const notes = await notificationsOf(
      world.guru,
      "upi_payment_sent",
      "title, body, link, params",
    );
    expect(notes).toEqual([
      {
        title: "Confirm a UPI payment",
        body: "devotee says they paid ₹1,100 by UPI for Gita Consultation (reference 412345678901). Confirm it once it is in your account.",
        link: `/bookings/${bookingId}`,
        params: {
          payer: "devotee",
          amount_paise: 110_000,
          title: "Gita Consultation",
          reference: "412345678901",
        },
      },
    ]);
  });

  it("while it awaits confirmation, opening the checkout again shows it and no other method starts", async () => {
    const again = await startUpi("booking", bookingId);
    expect(again).toMatchObject({ id: paymentId, status: "awaiting_confirmation" });
    await expect(
      startPayment(server, "booking", bookingId, world.devotee.id, "razorpay"),
    ).rejects.toMatchObject({ code: "PT409", message: "You said you paid this by UPI" });
  });

  it("only the payee confirms it: the booking is paid by UPI and the devotee told", async () => {
    const byPayer = await world.devotee.client.rpc("confirm_upi_payment", { payment: paymentId });
    expect(byPayer.error).toMatchObject({
      code: "42501",
      message: "Only the provider who received the money can do this",
    });
    // A stranger, then a host the payment is not for.
    expect(
      await rpcErrorCodes("confirm_upi_payment", [
        [world.other, { payment: paymentId }],
        [world.templeAdmin, { payment: paymentId }],
      ]),
    ).toEqual(["PT404", "PT404"]);

    const { data, error } = await world.guru.client
      .rpc("confirm_upi_payment", { payment: paymentId })
      .single<PaymentRow>();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "captured", method: "upi" });
    const twice = await world.guru.client
      .rpc("confirm_upi_payment", { payment: paymentId })
      .single<PaymentRow>();
    expect(twice.data).toEqual(data);

    const booking = await world.devotee.client
      .from("bookings")
      .select("paid_at, payment_method")
      .eq("id", bookingId)
      .single();
    expect(booking.data).toEqual({ paid_at: data!.captured_at, payment_method: "upi" });
    const { data: steps } = await world.devotee.client
      .from("booking_events")
      .select("note, actor_id, params")
      .eq("booking_id", bookingId)
      .eq("kind", "payment")
      .order("id");
    expect(steps).toEqual([
      {
        note: "The devotee says they paid ₹1,100 by UPI.",
        actor_id: world.devotee.id,
        params: { step: "upi_sent", amount_paise: 110_000 },
      },
      {
        note: "Paid ₹1,100 by UPI.",
        actor_id: world.guru.id,
        params: { step: "paid", amount_paise: 110_000, method: "upi" },
      },
    ]);
    const notes = await notificationsOf(world.devotee, "payment_confirmed", "title, body, params");
    expect(notes).toEqual([
      {
        title: "Your UPI payment was confirmed",
        body: "₹1,100 for Gita Consultation",
        params: { amount_paise: 110_000, title: "Gita Consultation" },
      },
    ]);
  });

  it("after the confirmation the payer cannot report it again", async () => {
    const reply = await world.devotee.client.rpc("mark_upi_sent", {
      payment: paymentId,
      upi_reference: "999999999999",
    });
    expect(reply.error).toMatchObject({
      code: "PT409",
      message: "This payment is already captured",
    });
  });

  it("a gateway's payment cannot be confirmed as UPI", async () => {
    const other = await bookConsultation();
    const started = await startPayment(server, "booking", other, world.devotee.id, "test");
    const reply = await world.guru.client.rpc("confirm_upi_payment", { payment: started.id });
    expect(reply.error).toMatchObject({ code: "PT409", message: "This is not a UPI payment" });
  });
});

describe("a UPI donation to a temple", () => {
  it("the temple's admin confirms it and the donation is paid with its receipt", async () => {
    const { data: pledge } = await world.devotee.client
      .rpc("record_donation", { seva_program_id: world.sevaProgramId, amount_paise: 110_100 })
      .single<{ id: string }>();
    const started = await startUpi("donation", pledge!.id);
    await world.devotee.client.rpc("mark_upi_sent", {
      payment: started.id,
      upi_reference: "UTR12345678",
    });
    const byGuru = await world.guru.client.rpc("confirm_upi_payment", { payment: started.id });
    expect(byGuru.error?.code).toBe("PT404");
    const { error } = await world.templeAdmin.client.rpc("confirm_upi_payment", {
      payment: started.id,
    });
    expect(error).toBeNull();
    const donation = await world.devotee.client
      .from("donations")
      .select("status, receipt_number")
      .eq("id", pledge!.id)
      .single<{ status: string; receipt_number: string | null }>();
    expect(donation.data?.status).toBe("paid");
    expect(donation.data?.receipt_number).toMatch(/\/\d{4}-\d{2}\/000001$/);
    const { rows } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from public.jobs where kind = 'donation.receipt' and payload ->> 'donation_id' = $1",
      [pledge!.id],
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe("mark_paid_after_visit", () => {
  let bookingId: string;

  beforeAll(async () => {
    bookingId = await pastHomePooja();
  });

  it("waits for the pooja to be marked completed", async () => {
    const reply = await world.guru.client.rpc("mark_paid_after_visit", {
      booking: bookingId,
      method: "cash",
    });
    expect(reply.error).toMatchObject({ code: "PT409", message: "Mark the pooja completed first" });
    await world.guru.client.rpc("complete_booking", { booking_id: bookingId });
  });

  it("is the provider's alone, in cash or by UPI", async () => {
    // The devotee, a stranger, a temple, then the provider naming a gateway.
    expect(
      await rpcErrorCodes("mark_paid_after_visit", [
        [world.devotee, { booking: bookingId, method: "cash" }],
        [world.other, { booking: bookingId, method: "cash" }],
        [world.templeAdmin, { booking: bookingId, method: "cash" }],
        [world.guru, { booking: bookingId, method: "razorpay" }],
      ]),
    ).toEqual(["42501", "PT404", "PT404", "22023"]);
  });

  it("records a captured cash payment from the devotee and the booking's paid time, once", async () => {
    const { data, error } = await world.guru.client
      .rpc("mark_paid_after_visit", { booking: bookingId, method: "cash" })
      .single<PaymentRow>();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      booking_id: bookingId,
      payer_id: world.devotee.id,
      provider_id: world.providerId,
      amount_paise: 1_100_000,
      method: "cash",
      status: "captured",
    });
    const booking = await world.devotee.client
      .from("bookings")
      .select("paid_at, payment_method")
      .eq("id", bookingId)
      .single();
    expect(booking.data).toEqual({ paid_at: data!.captured_at, payment_method: "cash" });
    const seen = await world.devotee.client.from("payments").select("id").eq("id", data!.id);
    expect(seen.data).toHaveLength(1);
    const again = await world.guru.client.rpc("mark_paid_after_visit", {
      booking: bookingId,
      method: "upi",
    });
    expect(again.error).toMatchObject({ code: "PT409", message: "This booking is already paid" });
  });

  it("a completed home pooja may instead be paid online by the devotee", async () => {
    const other = await pastHomePooja();
    await world.guru.client.rpc("complete_booking", { booking_id: other });
    const paid = await payWithTestGateway(server, "booking", other, world.devotee);
    expect(paid).toMatchObject({ status: "captured", amount_paise: 1_100_000 });
    const reply = await world.guru.client.rpc("mark_paid_after_visit", {
      booking: other,
      method: "cash",
    });
    expect(reply.error?.code).toBe("PT409");
  });

  it("refuses an offering paid when booked", async () => {
    const consultation = await bookConsultation();
    const reply = await world.guru.client.rpc("mark_paid_after_visit", {
      booking: consultation,
      method: "cash",
    });
    expect(reply.error).toMatchObject({
      code: "PT409",
      message: "This booking is paid online when it is booked",
    });
  });
});

describe("provider_earnings", () => {
  it("counts money received less refunds, and completed bookings nobody has paid as unpaid", async () => {
    const unpaid = await pastHomePooja();
    await world.guru.client.rpc("complete_booking", { booking_id: unpaid });
    const { data, error } = await world.guru.client.rpc("provider_earnings", {
      provider_id: world.providerId,
    });
    expect(error).toBeNull();
    const rows = data as {
      month: string;
      earned_paise: number;
      paid_count: number;
      unpaid_paise: number;
      unpaid_count: number;
    }[];
    const total = (key: "earned_paise" | "paid_count" | "unpaid_paise" | "unpaid_count") =>
      rows.reduce((sum, row) => sum + Number(row[key]), 0);
    // Paid: a consultation by UPI (₹1,100), two home poojas (cash and online, ₹11,000 each).
    expect(total("earned_paise")).toBe(110_000 + 2 * 1_100_000);
    expect(total("paid_count")).toBe(3);
    expect(total("unpaid_paise")).toBe(1_100_000);
    expect(total("unpaid_count")).toBe(1);
    for (const row of rows) expect(row.month).toMatch(/^\d{4}-\d{2}-01$/);

    const stranger = await world.other.client.rpc("provider_earnings", {
      provider_id: world.providerId,
    });
    expect(stranger.error?.code).toBe("PT404");
  });
});
