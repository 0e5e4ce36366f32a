import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { istAt, type PaymentRow, startPayment } from "./testing/platform-world.ts";
import { notificationsOf } from "./testing/notifications-of.ts";
import { requestedBooking } from "./testing/requested-booking.ts";
import { giveGuruUpiId } from "./testing/guru-upi-id.ts";

// A reported UPI transfer the payee cannot find in their account: only the payee says so, the
// payment fails (nothing is paid, no receipt), and the payer can pay again.
const { server, world } = usePlatformWorld();

beforeAll(async () => {
  await giveGuruUpiId(world);
});

describe("report_upi_not_received", () => {
  let bookingId: string;
  let paymentId: string;

  beforeAll(async () => {
    bookingId = await requestedBooking(world, istAt(3, "10:00"));
    paymentId = (await startPayment(server, "booking", bookingId, world.devotee.id, "upi")).id;
  });

  it("is refused before the payer has reported the transfer", async () => {
    const early = await world.guru.client.rpc("report_upi_not_received", { payment: paymentId });
    expect(early.error?.code).toBe("PT409");
  });

  it("is the payee's alone; it fails the payment, tells the payer and lets them pay again", async () => {
    await world.devotee.client.rpc("mark_upi_sent", {
      payment: paymentId,
      upi_reference: "412345678901",
    });
    const byPayer = await world.devotee.client.rpc("report_upi_not_received", {
      payment: paymentId,
    });
    expect(byPayer.error?.code).toBe("42501");
    const byStranger = await world.other.client.rpc("report_upi_not_received", {
      payment: paymentId,
    });
    expect(byStranger.error?.code).toBe("PT404");

    const { data, error } = await world.guru.client
      .rpc("report_upi_not_received", { payment: paymentId })
      .single<PaymentRow>();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "failed", captured_at: null });
    const { rows } = await server.db.query<{ paid_at: Date | null }>(
      "select paid_at from public.bookings where id = $1",
      [bookingId],
    );
    expect(rows[0]?.paid_at).toBeNull();
    const notes = await notificationsOf(
      world.devotee,
      "upi_payment_not_received",
      "title, body, params",
    );
    expect(notes).toEqual([
      {
        title: "Your UPI payment was not received",
        body: "The payee has not received ₹1,100 for Gita Consultation (reference 412345678901). Check with your bank, then pay again.",
        params: {
          amount_paise: 110_000,
          title: "Gita Consultation",
          reference: "412345678901",
        },
      },
    ]);
    const { data: steps } = await world.devotee.client
      .from("booking_events")
      .select("kind, note, params")
      .eq("booking_id", bookingId)
      .eq("kind", "payment")
      .order("id");
    expect(steps?.at(-1)).toMatchObject({
      note: "The UPI payment of ₹1,100 (reference 412345678901) was not received.",
      params: { step: "upi_not_received", amount_paise: 110_000, reference: "412345678901" },
    });

    const again = await startPayment(server, "booking", bookingId, world.devotee.id, "upi");
    expect(again.id).not.toBe(paymentId);
    expect(again.status).toBe("created");
  });
});
