import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { confirmedConsultation } from "./testing/confirmed-consultation.ts";
import { istAt, type PlatformUser } from "./testing/platform-world.ts";

// Moving a confirmed booking through supabase-js: by the devotee inside the free-cancellation
// window, or by the devotee accepting a time the host proposed; each refusal leaves it unchanged,
// and two people never hold one slot.
const { server, world } = usePlatformWorld();
let day = 30;

const HOUR = 3_600_000;

interface Slotted {
  id: string;
  slot: string;
  blocked: string;
  status: string;
}

async function confirmedBooking(time = "10:00"): Promise<{ id: string; day: number }> {
  day += 1;
  return { id: await confirmedConsultation(world, istAt(day, time)), day };
}

async function readBooking(id: string): Promise<Slotted> {
  const { rows } = await server.db.query<Slotted>(
    "select id, slot::text, blocked::text, status::text from public.bookings where id = $1",
    [id],
  );
  return rows[0]!;
}

async function reminderTimes(id: string): Promise<number[]> {
  const { rows } = await server.db.query<{ run_at: Date }>(
    `select distinct run_at from public.jobs
      where kind = 'booking.reminder' and status = 'queued' and payload ->> 'booking_id' = $1
      order by run_at`,
    [id],
  );
  return rows.map((r) => r.run_at.getTime());
}

/** The time proposals of booking `id` that `user` may read. */
async function proposalsSeenBy(user: PlatformUser, id: string) {
  const { data } = await user.client
    .from("booking_time_proposals")
    .select("slot")
    .eq("booking_id", id);
  return data;
}

async function timeline(id: string) {
  const { data } = await world.devotee.client
    .from("booking_events")
    .select("kind, params")
    .eq("booking_id", id)
    .eq("kind", "reschedule")
    .order("id");
  return (data ?? []).map((e) => (e.params as { step: string }).step);
}

describe("reschedule_booking (the devotee)", () => {
  it("moves a confirmed booking inside the free window; the buffer, reminders and host follow", async () => {
    const booking = await confirmedBooking();
    const to = istAt(booking.day, "15:00");
    const { data, error } = await world.devotee.client
      .rpc("reschedule_booking", { booking_id: booking.id, starts_at: to })
      .single<Slotted>();
    expect(error).toBeNull();
    expect(data!.status).toBe("confirmed");
    const moved = await readBooking(booking.id);
    const start = new Date(to).getTime();
    expect(moved.slot).toContain(new Date(start).toISOString().slice(11, 16));
    const [lower, upper] = moved.blocked.replace(/[[)"]/g, "").split(",");
    // An hour's consultation and the provider's 15 minutes after it.
    expect(new Date(upper!).getTime() - new Date(lower!).getTime()).toBe(75 * 60_000);
    expect(await reminderTimes(booking.id)).toEqual([start - 24 * HOUR, start - HOUR]);
    expect(await timeline(booking.id)).toEqual(["moved"]);
    const { data: told } = await world.guru.client
      .from("notifications")
      .select("link, params")
      .eq("kind", "booking_rescheduled")
      .eq("link", `/bookings/${booking.id}`);
    expect(told).toHaveLength(1);
  });

  it("refuses once the free window has closed, and leaves the booking as it was", async () => {
    // Starts in ten hours under a 24-hour rule: written directly, as hours this soon vary.
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.bookings (devotee_id, offering_id, provider_id, title, mode, price_paise,
         free_cancel_hours, kept_percent, slot, blocked, status, is_prepaid)
       select $1, o.id, o.provider_id, o.title, 'online', 1000, 24, 50, r, r, 'confirmed', false
         from public.offerings o,
              tstzrange(date_trunc('hour', now()) + interval '10 hours',
                        date_trunc('hour', now()) + interval '11 hours') r
        where o.id = $2 returning id`,
      [world.devotee.id, world.consultationId],
    );
    const id = rows[0]!.id;
    const before = await readBooking(id);
    const { error } = await world.devotee.client.rpc("reschedule_booking", {
      booking_id: id,
      starts_at: istAt(++day, "10:00"),
    });
    expect(error).toMatchObject({
      code: "PT409",
      message: "The free cancellation window has closed",
    });
    expect(await readBooking(id)).toEqual(before);
  });

  it("refuses a time outside the provider's hours, a past time and the same time", async () => {
    const booking = await confirmedBooking();
    const before = await readBooking(booking.id);
    for (const [starts_at, message] of [
      [istAt(booking.day, "23:00"), "The provider is not available at this time"],
      [new Date(Date.now() - HOUR).toISOString(), "This time has already passed"],
      [istAt(booking.day, "10:00"), "The booking is already at this time"],
    ] as const) {
      const { error } = await world.devotee.client.rpc("reschedule_booking", {
        booking_id: booking.id,
        starts_at,
      });
      expect(error?.message).toBe(message);
    }
    expect(await readBooking(booking.id)).toEqual(before);
  });

  it("only the devotee moves; the host proposes instead", async () => {
    const booking = await confirmedBooking();
    const { error } = await world.guru.client.rpc("reschedule_booking", {
      booking_id: booking.id,
      starts_at: istAt(booking.day, "16:00"),
    });
    expect(error).toMatchObject({
      code: "42501",
      message: "Only the devotee can move this booking",
    });
    const other = await world.other.client.rpc("reschedule_booking", {
      booking_id: booking.id,
      starts_at: istAt(booking.day, "16:00"),
    });
    expect(other.error).toMatchObject({ code: "PT404" });
  });

  it("never lets two people hold one slot: a move and a booking race for it", async () => {
    const booking = await confirmedBooking();
    const contested = istAt(booking.day, "18:00");
    const [move, book] = await Promise.all([
      world.devotee.client.rpc("reschedule_booking", {
        booking_id: booking.id,
        starts_at: contested,
      }),
      world.other.client.rpc("book_offering", {
        offering_id: world.consultationId,
        starts_at: contested,
      }),
    ]);
    const winners = [move.error, book.error].filter((e) => e === null);
    expect(winners).toHaveLength(1);
    const loser = move.error ?? book.error;
    expect(loser).toMatchObject({ code: "23P01", message: "This slot is no longer available" });
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.bookings
        where provider_id = $1 and status in ('requested', 'confirmed') and lower(slot) = $2`,
      [world.providerId, contested],
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe("propose_booking_time and answer_booking_time", () => {
  it("the host proposes, the devotee accepts: the booking moves and the proposal is settled", async () => {
    const booking = await confirmedBooking();
    const to = istAt(booking.day, "12:00");
    const proposal = await world.guru.client
      .rpc("propose_booking_time", { booking_id: booking.id, starts_at: to })
      .single();
    expect(proposal.error).toBeNull();
    expect(await proposalsSeenBy(world.devotee, booking.id)).toHaveLength(1);
    expect(await proposalsSeenBy(world.other, booking.id)).toEqual([]);
    // Proposing moves nothing yet.
    expect((await readBooking(booking.id)).slot).toContain("04:30");

    const { error } = await world.devotee.client.rpc("answer_booking_time", {
      booking_id: booking.id,
      accept: true,
    });
    expect(error).toBeNull();
    expect((await readBooking(booking.id)).slot).toContain("06:30");
    expect(await timeline(booking.id)).toEqual(["proposed", "accepted"]);
    expect(await proposalsSeenBy(world.devotee, booking.id)).toEqual([]);
    const start = new Date(to).getTime();
    expect(await reminderTimes(booking.id)).toEqual([start - 24 * HOUR, start - HOUR]);
  });

  it("the devotee declines: the booking stays; the host may still cancel it with a full refund", async () => {
    const booking = await confirmedBooking();
    const before = await readBooking(booking.id);
    await world.guru.client.rpc("propose_booking_time", {
      booking_id: booking.id,
      starts_at: istAt(booking.day, "13:00"),
    });
    const { error } = await world.devotee.client.rpc("answer_booking_time", {
      booking_id: booking.id,
      accept: false,
    });
    expect(error).toBeNull();
    expect(await readBooking(booking.id)).toEqual(before);
    expect(await timeline(booking.id)).toEqual(["proposed", "declined"]);
    const again = await world.devotee.client.rpc("answer_booking_time", {
      booking_id: booking.id,
      accept: true,
    });
    expect(again.error).toMatchObject({ message: "No new time is proposed for this booking" });
    const cancel = await world.guru.client
      .rpc("cancel_booking", { booking_id: booking.id, reason: "Cannot keep this time" })
      .single<{ refundable_paise: number }>();
    expect(cancel.error).toBeNull();
    expect(cancel.data!.refundable_paise).toBe(110_000);
  });

  it("accepting a time someone has taken meanwhile is refused and keeps the proposal", async () => {
    const booking = await confirmedBooking();
    const to = istAt(booking.day, "19:00");
    await world.guru.client.rpc("propose_booking_time", { booking_id: booking.id, starts_at: to });
    const taken = await world.other.client.rpc("book_offering", {
      offering_id: world.consultationId,
      starts_at: to,
    });
    expect(taken.error).toBeNull();
    const { error } = await world.devotee.client.rpc("answer_booking_time", {
      booking_id: booking.id,
      accept: true,
    });
    expect(error).toMatchObject({ code: "23P01" });
    expect((await readBooking(booking.id)).slot).toContain("04:30");
    expect(await proposalsSeenBy(world.devotee, booking.id)).toHaveLength(1);
  });

  it("only the host proposes and only the devotee answers", async () => {
    const booking = await confirmedBooking();
    const propose = await world.devotee.client.rpc("propose_booking_time", {
      booking_id: booking.id,
      starts_at: istAt(booking.day, "14:00"),
    });
    expect(propose.error).toMatchObject({ code: "42501" });
    await world.guru.client.rpc("propose_booking_time", {
      booking_id: booking.id,
      starts_at: istAt(booking.day, "14:00"),
    });
    const answer = await world.guru.client.rpc("answer_booking_time", {
      booking_id: booking.id,
      accept: true,
    });
    expect(answer.error).toMatchObject({ code: "42501" });
  });
});
