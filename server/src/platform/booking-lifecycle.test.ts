import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { istAt, type PlatformUser } from "./testing/platform-world.ts";
import { insertStartedBooking } from "./testing/started-booking.ts";
import { notificationsOf } from "./testing/notifications-of.ts";
import { timelineStatuses } from "./testing/timeline-statuses.ts";

// respond_to_booking, cancel_booking, complete_booking and available_slots through supabase-js:
// each success, each refusal (status, code, message) and the row left unchanged by a refusal.
const { server, world } = usePlatformWorld();
let day = 10;
let hoursAgo = 0;

interface BookingRow {
  id: string;
  status: string;
  refundable_paise: number | null;
  cancelled_by: string | null;
}

/** A fresh requested booking of the consultation by the devotee, on a day of its own. */
async function bookConsultation(): Promise<BookingRow> {
  day += 1;
  const { data, error } = await world.devotee.client
    .rpc("book_offering", { offering_id: world.consultationId, starts_at: istAt(day, "10:00") })
    .single();
  if (error) throw new Error(error.message);
  return data as BookingRow;
}

/** A booking that has already started, each two hours before the last so that none overlap. */
function startedBooking(status: "requested" | "confirmed"): Promise<string> {
  hoursAgo += 2;
  return insertStartedBooking(server, world, status, hoursAgo);
}

/** The user confirms (or declines) the booking, as the app's answer buttons do. */
const respond = (user: PlatformUser, bookingId: string, accept: boolean) =>
  user.client.rpc("respond_to_booking", { booking_id: bookingId, accept });

async function readStatus(id: string): Promise<string> {
  const { rows } = await server.db.query<{ status: string }>(
    "select status::text from public.bookings where id = $1",
    [id],
  );
  return rows[0]!.status;
}

describe("respond_to_booking", () => {
  it("the provider confirms; the devotee is notified and the timeline grows", async () => {
    const booking = await bookConsultation();
    const { data, error } = await world.guru.client
      .rpc("respond_to_booking", { booking_id: booking.id, accept: true })
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "confirmed" });
    expect(await timelineStatuses(world.devotee, booking.id)).toEqual(["requested", "confirmed"]);
    const inbox = await notificationsOf(world.devotee, "booking_confirmed", "title");
    expect(inbox).toEqual([{ title: "Your booking is confirmed" }]);
  });

  it("the provider declines with a reason, which frees the slot", async () => {
    const booking = await bookConsultation();
    const { data } = await world.guru.client
      .rpc("respond_to_booking", { booking_id: booking.id, accept: false, reason: "Travelling" })
      .single();
    expect(data).toMatchObject({ status: "declined", response_reason: "Travelling" });
    const { error } = await world.other.client.rpc("book_offering", {
      offering_id: world.consultationId,
      starts_at: istAt(day, "10:00"),
    });
    expect(error).toBeNull();
  });

  it("refuses the devotee (403), another user (404) and a second answer (409)", async () => {
    const booking = await bookConsultation();
    const byDevotee = await respond(world.devotee, booking.id, true);
    expect(byDevotee.status).toBe(403);
    expect(byDevotee.error).toMatchObject({
      code: "42501",
      message: "Only the provider can confirm or decline this booking",
    });
    const byOther = await respond(world.other, booking.id, true);
    expect(byOther.status).toBe(404);
    expect(byOther.error).toMatchObject({ code: "PT404", message: "Booking not found" });
    expect(await readStatus(booking.id)).toBe("requested");

    await respond(world.guru, booking.id, true);
    const again = await respond(world.guru, booking.id, false);
    expect(again.status).toBe(409);
    expect(again.error).toMatchObject({
      code: "PT409",
      message: "This booking is already confirmed",
      hint: "Only a requested booking can be confirmed or declined.",
    });
    expect(await readStatus(booking.id)).toBe("confirmed");
  });
});

describe("cancel_booking", () => {
  it("a devotee cancelling a request gets everything back", async () => {
    const booking = await bookConsultation();
    const { data } = await world.devotee.client
      .rpc("cancel_booking", { booking_id: booking.id, reason: "Plans changed" })
      .single();
    expect(data).toMatchObject({
      status: "cancelled",
      cancelled_by: "devotee",
      refundable_paise: 110000,
    });
  });

  it("a devotee cancelling a confirmed booking after the free window gets the published share back", async () => {
    await server.db.query("update public.offerings set free_cancel_hours = 720 where id = $1", [
      world.consultationId,
    ]);
    const booking = await bookConsultation();
    await server.db.query("update public.offerings set free_cancel_hours = 24 where id = $1", [
      world.consultationId,
    ]);
    await respond(world.guru, booking.id, true);
    const { data } = await world.devotee.client
      .rpc("cancel_booking", { booking_id: booking.id })
      .single();
    expect(data).toMatchObject({ status: "cancelled", refundable_paise: 55000 });
  });

  it("a devotee cancelling a confirmed booking inside the free window gets everything back", async () => {
    const booking = await bookConsultation();
    await respond(world.guru, booking.id, true);
    const { data } = await world.devotee.client
      .rpc("cancel_booking", { booking_id: booking.id })
      .single();
    expect(data).toMatchObject({ refundable_paise: 110000 });
  });

  it("the provider must give a reason, and then refunds everything", async () => {
    const booking = await bookConsultation();
    const silent = await world.guru.client.rpc("cancel_booking", { booking_id: booking.id });
    expect(silent.status).toBe(400);
    expect(silent.error).toMatchObject({
      code: "22023",
      message: "Give the devotee a reason for cancelling",
    });
    expect(await readStatus(booking.id)).toBe("requested");
    const { data } = await world.guru.client
      .rpc("cancel_booking", { booking_id: booking.id, reason: "Unwell" })
      .single();
    expect(data).toMatchObject({ cancelled_by: "provider", refundable_paise: 110000 });
    const inbox = await notificationsOf(world.devotee, "booking_cancelled", "kind");
    expect(inbox?.length).toBeGreaterThan(0);
  });

  it("refuses another user (404), a second cancellation (409) and a started booking (409)", async () => {
    const booking = await bookConsultation();
    const byOther = await world.other.client.rpc("cancel_booking", { booking_id: booking.id });
    expect(byOther).toMatchObject({ status: 404, error: { code: "PT404" } });
    await world.devotee.client.rpc("cancel_booking", { booking_id: booking.id });
    const again = await world.devotee.client.rpc("cancel_booking", { booking_id: booking.id });
    expect(again).toMatchObject({
      status: 409,
      error: { code: "PT409", message: "This booking is already cancelled" },
    });
    expect(JSON.parse(again.error?.details ?? "")).toEqual({
      code: "booking.already_in_status",
      status: "cancelled",
    });
    const started = await startedBooking("confirmed");
    const late = await world.devotee.client.rpc("cancel_booking", { booking_id: started });
    expect(late).toMatchObject({
      status: 409,
      error: { code: "PT409", message: "This booking has already started" },
    });
    expect(await readStatus(started)).toBe("confirmed");
  });

  it("refuses anon with 401", async () => {
    const booking = await bookConsultation();
    const reply = await world.anon.rpc("cancel_booking", { booking_id: booking.id });
    expect(reply).toMatchObject({ status: 401, error: { code: "42501" } });
  });
});

describe("complete_booking", () => {
  it("the provider completes a confirmed booking that has started", async () => {
    const id = await startedBooking("confirmed");
    const { data, error } = await world.guru.client
      .rpc("complete_booking", { booking_id: id })
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "completed" });
  });

  it("refuses the devotee (403), a request (409) and a booking still to come (409)", async () => {
    const id = await startedBooking("confirmed");
    const byDevotee = await world.devotee.client.rpc("complete_booking", { booking_id: id });
    expect(byDevotee).toMatchObject({
      status: 403,
      error: { code: "42501", message: "Only the provider can complete this booking" },
    });
    const requested = await startedBooking("requested");
    const early = await world.guru.client.rpc("complete_booking", { booking_id: requested });
    expect(early).toMatchObject({
      status: 409,
      error: { code: "PT409", message: "This booking is requested, not confirmed" },
    });
    const future = await bookConsultation();
    await respond(world.guru, future.id, true);
    const notYet = await world.guru.client.rpc("complete_booking", { booking_id: future.id });
    expect(notYet).toMatchObject({
      status: 409,
      error: { code: "PT409", message: "This booking has not started yet" },
    });
    expect(await readStatus(id)).toBe("confirmed");
    expect(await readStatus(future.id)).toBe("confirmed");
  });
});

describe("available_slots", () => {
  it("lists 30-minute starts inside the hours, skipping a booking and its buffer, for anyone", async () => {
    const booking = await bookConsultation();
    const { data, error } = await world.anon.rpc("available_slots", {
      provider_id: world.providerId,
      range_start: istAt(day, "09:00"),
      range_end: istAt(day, "13:00"),
      duration_minutes: 60,
    });
    expect(error).toBeNull();
    const starts = (data as { starts_at: string }[]).map((slot) => new Date(slot.starts_at));
    const ist = starts.map((d) =>
      d.toLocaleTimeString("en-GB", {
        timeZone: "Asia/Kolkata",
        hour: "2-digit",
        minute: "2-digit",
      }),
    );
    // 10:00-11:00 is booked and blocked until 11:15; a 09:00 start would need its own 15 minutes
    // of buffer after it, into 10:00, so the first free starts are 11:30 and 12:00.
    expect(ist).toEqual(["11:30", "12:00"]);
    expect(booking.status).toBe("requested");
  });

  it("skips time off", async () => {
    await server.db.query(
      "insert into public.time_off (provider_id, period) values ($1, tstzrange($2, $3))",
      [world.providerId, istAt(40, "06:00"), istAt(40, "21:00")],
    );
    const { data } = await world.devotee.client.rpc("available_slots", {
      provider_id: world.providerId,
      range_start: istAt(40, "00:00"),
      range_end: istAt(41, "00:00"),
    });
    expect(data).toHaveLength(1);
  });

  it("refuses a range over 31 days (400) and a provider anon may not see (404)", async () => {
    const wide = await world.anon.rpc("available_slots", {
      provider_id: world.providerId,
      range_start: istAt(1, "00:00"),
      range_end: istAt(40, "00:00"),
    });
    expect(wide).toMatchObject({
      status: 400,
      error: { code: "22023", message: "Ask for a range of up to 31 days" },
    });
    const hidden = await world.anon.rpc("available_slots", {
      provider_id: world.pendingProviderId,
      range_start: istAt(1, "00:00"),
      range_end: istAt(2, "00:00"),
    });
    expect(hidden).toMatchObject({
      status: 404,
      error: { code: "PT404", message: "Provider not found" },
    });
  });
});
