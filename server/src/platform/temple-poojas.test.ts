import { beforeAll, describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { createPlatformUser, istAt, type PlatformUser } from "./testing/platform-world.ts";
import { notificationsOf } from "./testing/notifications-of.ts";

// Poojas a temple performs on its published schedule, booked through book_offering and marked
// performed with a recording, through supabase-js.
const { server, world } = usePlatformWorld();
let rivalAdmin: PlatformUser;
let poojaId: string;

beforeAll(async () => {
  rivalAdmin = await createPlatformUser(server, "rival", { roles: ["temple_admin"] });
  const { data, error } = await world.templeAdmin.client
    .from("offerings")
    .insert({
      temple_id: world.templeId,
      kind: "temple_pooja",
      title: "Rudrabhishek on Mondays and Thursdays",
      mode: "online",
      duration_minutes: 45,
      price_paise: 110_000,
      schedule_weekdays: [1, 4],
      schedule_time: "07:00",
    })
    .select("id")
    .single();
  if (error) throw new Error(error.message);
  poojaId = data.id as string;
});

/** The next date (YYYY-MM-DD, India) at least `after` days ahead falling on `weekday`. */
function nextIndiaWeekday(weekday: number, after = 1): number {
  for (let days = after; days < after + 7; days++) {
    const day = new Date(istAt(days, "12:00"));
    if (day.getUTCDay() === weekday) return days;
  }
  throw new Error("unreachable");
}

describe("a temple's pooja schedule", () => {
  it("lists the performances on the published weekdays at the published time, in IST", async () => {
    const from = new Date(istAt(1, "00:00"));
    const to = new Date(from.getTime() + 14 * 86_400_000);
    const { data, error } = await world.anon.rpc("temple_pooja_times", {
      offering_id: poojaId,
      range_start: from.toISOString(),
      range_end: to.toISOString(),
    });
    expect(error).toBeNull();
    expect(data).toHaveLength(4);
    for (const { starts_at, ends_at } of data as { starts_at: string; ends_at: string }[]) {
      const start = new Date(starts_at);
      expect([1, 4]).toContain(new Date(start.getTime() + 5.5 * 3_600_000).getUTCDay());
      expect(start.toLocaleTimeString("en-GB", { timeZone: "Asia/Kolkata" })).toBe("07:00:00");
      expect(Date.parse(ends_at) - start.getTime()).toBe(45 * 60_000);
    }
  });

  it("books a published performance and refuses any other time, changing nothing", async () => {
    const monday = nextIndiaWeekday(1);
    const wrongTime = await world.devotee.client.rpc("book_offering", {
      offering_id: poojaId,
      starts_at: istAt(monday, "08:00"),
    });
    expect(wrongTime.error).toMatchObject({
      code: "22023",
      message: "The temple does not perform this pooja at that time",
    });
    const wrongDay = await world.devotee.client.rpc("book_offering", {
      offering_id: poojaId,
      starts_at: istAt(nextIndiaWeekday(2), "07:00"),
    });
    expect(wrongDay.error?.code).toBe("22023");
    const ok = await world.devotee.client
      .rpc("book_offering", { offering_id: poojaId, starts_at: istAt(monday, "07:00") })
      .single<{ status: string }>();
    expect(ok.data?.status).toBe("requested");
    // Many devotees share one performance: a second booking of the same time is accepted.
    const second = await world.other.client.rpc("book_offering", {
      offering_id: poojaId,
      starts_at: istAt(monday, "07:00"),
    });
    expect(second.error).toBeNull();
  });

  it("moves a confirmed booking only to another published performance", async () => {
    const monday = nextIndiaWeekday(1, 8);
    const booked = await world.devotee.client
      .rpc("book_offering", { offering_id: poojaId, starts_at: istAt(monday, "07:00") })
      .single<{ id: string }>();
    expect(booked.error).toBeNull();
    await server.db.query("update public.bookings set status = 'confirmed' where id = $1", [
      booked.data!.id,
    ]);
    const move = (startsAt: string) =>
      world.devotee.client.rpc("reschedule_booking", {
        booking_id: booked.data!.id,
        starts_at: startsAt,
      });

    const unscheduled = await move(istAt(monday, "08:00"));
    expect(unscheduled.error).toMatchObject({
      code: "22023",
      message: "The temple does not perform this pooja at that time",
      details: '{"code":"pooja.time_not_scheduled"}',
    });
    const thursday = istAt(nextIndiaWeekday(4, monday + 1), "07:00");
    expect((await move(thursday)).error).toBeNull();
    const { rows } = await server.db.query<{ starts_at: Date }>(
      "select lower(slot) as starts_at from public.bookings where id = $1",
      [booked.data!.id],
    );
    expect(rows[0]?.starts_at.toISOString()).toBe(new Date(thursday).toISOString());
  });

  it("refuses half a schedule and a schedule on a provider's offering", async () => {
    const half = await world.templeAdmin.client
      .from("offerings")
      .update({ schedule_time: null })
      .eq("id", poojaId);
    expect(half.error?.code).toBe("23514");
    const provider = await world.guru.client
      .from("offerings")
      .update({ schedule_weekdays: [1], schedule_time: "07:00" })
      .eq("id", world.consultationId);
    expect(provider.error?.code).toBe("23514");
  });
});

describe("marking a pooja performed", () => {
  let bookingId: string;

  beforeAll(async () => {
    const { data } = await world.devotee.client
      .rpc("book_offering", {
        offering_id: poojaId,
        starts_at: istAt(nextIndiaWeekday(4), "07:00"),
      })
      .single<{ id: string }>();
    bookingId = data!.id;
    await world.templeAdmin.client.rpc("respond_to_booking", {
      booking_id: bookingId,
      accept: true,
    });
    // The performance has taken place.
    await server.db.query(
      `update public.bookings set slot = tstzrange(now() - interval '1 hour', now() - interval '15 minutes'),
                                  blocked = tstzrange(now() - interval '1 hour', now() - interval '15 minutes')
        where id = $1`,
      [bookingId],
    );
  });

  it("refuses an anonymous caller before the function runs", async () => {
    const anonymous = await world.anon.rpc("mark_pooja_performed", { booking_id: bookingId });
    expect(anonymous.error).toMatchObject({
      code: "42501",
      message: "permission denied for function mark_pooja_performed",
    });
    expect(anonymous.status).toBe(401);
  });

  it("refuses another temple's admin and a link that is not https", async () => {
    const rival = await rivalAdmin.client.rpc("mark_pooja_performed", {
      booking_id: bookingId,
      recording_url: "https://youtu.be/x",
    });
    expect(rival.error?.code).toBe("PT404");
    const plain = await world.templeAdmin.client.rpc("mark_pooja_performed", {
      booking_id: bookingId,
      recording_url: "http://youtu.be/x",
    });
    expect(plain.error?.code).toBe("23514");
    const { rows } = await server.db.query<{ status: string }>(
      "select status from public.bookings where id = $1",
      [bookingId],
    );
    expect(rows[0]!.status).toBe("confirmed");
  });

  it("completes the booking with the recording, which the devotee sees and is told about", async () => {
    const done = await world.templeAdmin.client
      .rpc("mark_pooja_performed", {
        booking_id: bookingId,
        recording_url: "https://youtu.be/puja",
      })
      .single<{ status: string; recording_url: string }>();
    expect(done.data).toMatchObject({
      status: "completed",
      recording_url: "https://youtu.be/puja",
    });
    const seen = await world.devotee.client
      .from("bookings")
      .select("recording_url")
      .eq("id", bookingId)
      .single();
    expect(seen.data?.recording_url).toBe("https://youtu.be/puja");
    const notes = await notificationsOf(world.devotee, "pooja_recording", "title, link, params");
    expect(notes).toEqual([
      {
        title: "Your pooja was performed",
        link: `/bookings/${bookingId}`,
        params: { title: expect.any(String) },
      },
    ]);
  });
});
