import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { createPlatformUser, istAt } from "./testing/platform-world.ts";
import { notificationsOf } from "./testing/notifications-of.ts";
import { timelineStatuses } from "./testing/timeline-statuses.ts";

// rpc book_offering through supabase-js: the booking it returns, each refusal with its status,
// code and message, nothing written on a refusal, and many devotees racing for one slot.
const { server, world } = usePlatformWorld();

async function countBookings(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    "select count(*)::int as n from public.bookings where provider_id = $1 or temple_id = $2",
    [world.providerId, world.templeId],
  );
  return rows[0]!.n;
}

describe("book_offering", () => {
  it("books a free slot: requested, price and cancellation rule snapshotted, timeline and host notified", async () => {
    const startsAt = istAt(2, "10:00");
    const { data, error, status } = await world.devotee.client
      .rpc("book_offering", {
        offering_id: world.consultationId,
        starts_at: startsAt,
        note: "Namaste",
      })
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({
      devotee_id: world.devotee.id,
      provider_id: world.providerId,
      status: "requested",
      mode: "online",
      title: "Gita Consultation",
      price_paise: 110000,
      free_cancel_hours: 24,
      kept_percent: 50,
      devotee_name: "devotee",
      note: "Namaste",
      contact_phone: null,
    });
    const booking = data as { id: string; slot: string };
    expect(booking.slot).toContain(new Date(startsAt).toISOString().slice(0, 10));

    await server.db.query("update public.offerings set price_paise = 999 where id = $1", [
      world.consultationId,
    ]);
    const { data: stored } = await world.devotee.client
      .from("bookings")
      .select("price_paise")
      .eq("id", booking.id)
      .single();
    expect(stored).toEqual({ price_paise: 110000 });
    await server.db.query("update public.offerings set price_paise = 110000 where id = $1", [
      world.consultationId,
    ]);

    expect(await timelineStatuses(world.devotee, booking.id)).toEqual(["requested"]);
    const inbox = await notificationsOf(world.guru, "booking_requested", "kind, title");
    expect(inbox).toEqual([{ kind: "booking_requested", title: "New booking request" }]);
  });

  it("copies the devotee's name, phone and address into an offline home pooja", async () => {
    const { data, error } = await world.other.client
      .rpc("book_offering", {
        offering_id: world.homePoojaId,
        starts_at: istAt(3, "08:00"),
        contact_phone: "+91 98100 12345",
        address: "12 Lodhi Road, New Delhi",
      })
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      mode: "offline",
      contact_phone: "+91 98100 12345",
      address: "12 Lodhi Road, New Delhi",
      devotee_name: "other",
    });
  });

  it("books a temple pooja; every admin of the temple is notified", async () => {
    const { data, error } = await world.devotee.client
      .rpc("book_offering", { offering_id: world.templePoojaId, starts_at: istAt(9, "07:00") })
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      temple_id: world.templeId,
      provider_id: null,
      status: "requested",
    });
    const inbox = await notificationsOf(world.templeAdmin, "booking_requested", "title");
    expect(inbox).toEqual([{ title: "New booking request" }]);
  });

  const refusals: {
    name: string;
    args: () => Record<string, unknown>;
    status: number;
    code: string;
    message: string;
  }[] = [
    {
      name: "an overlapping slot",
      args: () => ({ offering_id: world.consultationId, starts_at: istAt(2, "10:30") }),
      status: 400,
      code: "23P01",
      message: "This slot is no longer available",
    },
    {
      name: "a slot inside the provider's buffer after another booking",
      args: () => ({ offering_id: world.consultationId, starts_at: istAt(2, "11:00") }),
      status: 400,
      code: "23P01",
      message: "This slot is no longer available",
    },
    {
      name: "a time in the past",
      args: () => ({ offering_id: world.consultationId, starts_at: istAt(-1, "10:00") }),
      status: 400,
      code: "22023",
      message: "This time has already passed",
    },
    {
      name: "a time beyond the booking horizon",
      args: () => ({ offering_id: world.consultationId, starts_at: istAt(90, "10:00") }),
      status: 400,
      code: "22023",
      message: "Bookings open only 60 days ahead",
    },
    {
      name: "a time outside the weekly hours",
      args: () => ({ offering_id: world.consultationId, starts_at: istAt(2, "21:30") }),
      status: 400,
      code: "22023",
      message: "The provider is not available at this time",
    },
    {
      name: "a time during time off",
      args: () => ({ offering_id: world.consultationId, starts_at: istAt(5, "12:00") }),
      status: 400,
      code: "22023",
      message: "The provider is away at this time",
    },
    {
      name: "offline for an online-only offering",
      args: () => ({
        offering_id: world.consultationId,
        starts_at: istAt(2, "15:00"),
        mode: "offline",
      }),
      status: 400,
      code: "22023",
      message: "This offering is only available online",
    },
    {
      name: "an offline booking without a phone",
      args: () => ({ offering_id: world.homePoojaId, starts_at: istAt(4, "08:00") }),
      status: 400,
      code: "22023",
      message: "A phone number is needed for an offline booking",
    },
    {
      name: "a home pooja without an address",
      args: () => ({
        offering_id: world.homePoojaId,
        starts_at: istAt(4, "08:00"),
        contact_phone: "+91 98100 12345",
      }),
      status: 400,
      code: "22023",
      message: "An address is needed for a pooja at home",
    },
    {
      name: "an offering of a provider not yet verified",
      args: () => ({ offering_id: world.pendingOfferingId, starts_at: istAt(2, "10:00") }),
      status: 404,
      code: "PT404",
      message: "This offering is not available for booking",
    },
    {
      name: "an offering that does not exist",
      args: () => ({
        offering_id: "00000000-0000-4000-8000-000000000000",
        starts_at: istAt(2, "10:00"),
      }),
      status: 404,
      code: "PT404",
      message: "This offering is not available for booking",
    },
    {
      name: "a malformed offering id",
      args: () => ({ offering_id: "not-a-uuid", starts_at: istAt(2, "10:00") }),
      status: 400,
      code: "22P02",
      message: 'invalid input syntax for type uuid: "not-a-uuid"',
    },
  ];

  it.each(refusals)("refuses $name with a message a person can act on", async (refusal) => {
    await server.db.query(
      `insert into public.time_off (provider_id, period)
       select $1, tstzrange($2::timestamptz, $2::timestamptz + interval '4 hours')
        where not exists (select 1 from public.time_off where provider_id = $1)`,
      [world.providerId, istAt(5, "10:00")],
    );
    const before = await countBookings();
    const { data, error, status } = await world.devotee.client.rpc("book_offering", refusal.args());
    expect(data).toBeNull();
    expect(status).toBe(refusal.status);
    expect(error).toMatchObject({ code: refusal.code, message: refusal.message });
    if (refusal.code !== "22P02") expect(error?.hint).toEqual(expect.any(String));
    expect(await countBookings()).toBe(before);
  });

  it("codes each refusal in its details, with the values a screen words it by", async () => {
    const book = (starts_at: string) =>
      world.devotee.client.rpc("book_offering", { offering_id: world.consultationId, starts_at });
    const taken = await book(istAt(2, "10:30"));
    expect(JSON.parse(taken.error?.details ?? "")).toEqual({ code: "booking.slot_taken" });
    const far = await book(istAt(90, "10:00"));
    expect(JSON.parse(far.error?.details ?? "")).toEqual({
      code: "booking.too_far_ahead",
      days: 60,
    });
  });

  it("refuses a provider booking their own offering", async () => {
    const { error, status } = await world.guru.client.rpc("book_offering", {
      offering_id: world.consultationId,
      starts_at: istAt(6, "10:00"),
    });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "22023", message: "You cannot book your own offering" });
  });

  it("refuses anon with 401 and writes nothing", async () => {
    const before = await countBookings();
    const { error, status } = await world.anon.rpc("book_offering", {
      offering_id: world.consultationId,
      starts_at: istAt(6, "10:00"),
    });
    expect(status).toBe(401);
    expect(error).toMatchObject({
      code: "42501",
      message: "permission denied for function book_offering",
    });
    expect(await countBookings()).toBe(before);
  });

  it("lets exactly one of 20 devotees racing for one slot win; the others are told it is taken", async () => {
    const racers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createPlatformUser(server, `racer${i}`)),
    );
    const startsAt = istAt(7, "09:00");
    const replies = await Promise.all(
      racers.map((racer) =>
        racer.client.rpc("book_offering", {
          offering_id: world.consultationId,
          starts_at: startsAt,
        }),
      ),
    );
    const winners = replies.filter((reply) => reply.error === null);
    expect(winners).toHaveLength(1);
    for (const loser of replies.filter((reply) => reply.error !== null)) {
      expect(loser.status).toBe(400);
      expect(loser.error).toMatchObject({
        code: "23P01",
        message: "This slot is no longer available",
      });
    }
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.bookings
        where provider_id = $1 and lower(slot) = $2 and status in ('requested', 'confirmed')`,
      [world.providerId, startsAt],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
