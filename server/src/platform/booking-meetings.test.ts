import { describe, expect, it } from "vitest";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { findBookingMeeting } from "../jobs/repositories/booking-meeting.ts";
import { listOutboxMessages } from "../messaging/outbox-messages.ts";
import { istAt } from "./testing/platform-world.ts";
import { createTestJobRunner } from "../testing/test-job-runner.ts";
import { notificationsOf } from "./testing/notifications-of.ts";

// Where a booked session happens: the offering's choice (set_offering_meeting), the meeting a
// booking gets when confirmed (booking_meetings, readable only then and only by its two sides),
// and the host's change of link (change_booking_meeting), through supabase-js.
const { server, world } = usePlatformWorld();
let day = 10;

const ROOM = /^https:\/\/meet\.jit\.si\/BhaktiSetu-[0-9a-f]{64}$/;

async function bookConsultation(extra: Record<string, string> = {}): Promise<string> {
  day += 1;
  const { data, error } = await world.devotee.client
    .rpc("book_offering", {
      offering_id: world.consultationId,
      starts_at: istAt(day, "10:00"),
      ...extra,
    })
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function confirm(bookingId: string) {
  const { error } = await world.guru.client.rpc("respond_to_booking", {
    booking_id: bookingId,
    accept: true,
    reason: "Join five minutes early",
  });
  if (error) throw new Error(error.message);
}

async function readMeeting(client = world.devotee.client, bookingId: string) {
  const { data, error } = await client
    .from("booking_meetings")
    .select("kind, url")
    .eq("booking_id", bookingId);
  if (error) throw new Error(error.message);
  return data;
}

async function setMeeting(kind: string, link?: string) {
  return world.guru.client.rpc("set_offering_meeting", {
    offering_id: world.consultationId,
    kind,
    link: link ?? null,
  });
}

describe("a booking's meeting", () => {
  it("is hidden until the host confirms, then the devotee and the host read a private room", async () => {
    const bookingId = await bookConsultation();
    expect(await readMeeting(world.devotee.client, bookingId)).toEqual([]);
    expect(await readMeeting(world.guru.client, bookingId)).toEqual([]);
    expect(await findBookingMeeting(server.db, bookingId, world.devotee.id)).toBeUndefined();

    await confirm(bookingId);
    const [meeting] = await readMeeting(world.devotee.client, bookingId);
    expect(meeting).toMatchObject({ kind: "private_room", url: expect.stringMatching(ROOM) });
    expect(await readMeeting(world.guru.client, bookingId)).toEqual([meeting]);
    expect(await readMeeting(world.other.client, bookingId)).toEqual([]);
    const anon = await world.anon
      .from("booking_meetings")
      .select("url")
      .eq("booking_id", bookingId);
    expect(anon.data ?? []).toEqual([]);

    expect(await findBookingMeeting(server.db, bookingId, world.devotee.id)).toMatchObject({
      kind: "private_room",
      url: meeting!.url,
    });
    expect(await findBookingMeeting(server.db, bookingId, world.other.id)).toBeUndefined();
  });

  it("gives every booking a room of its own", async () => {
    const rooms = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const bookingId = await bookConsultation();
      await confirm(bookingId);
      const [meeting] = await readMeeting(world.devotee.client, bookingId);
      expect(meeting!.url).toMatch(ROOM);
      rooms.add(meeting!.url!);
    }
    expect(rooms.size).toBe(3);
  });

  it("is hidden again once the booking is cancelled, and never shown for a declined one", async () => {
    const cancelled = await bookConsultation();
    await confirm(cancelled);
    await world.devotee.client.rpc("cancel_booking", { booking_id: cancelled });
    expect(await readMeeting(world.devotee.client, cancelled)).toEqual([]);

    const declined = await bookConsultation();
    await world.guru.client.rpc("respond_to_booking", {
      booking_id: declined,
      accept: false,
      reason: "Travelling",
    });
    expect(await readMeeting(world.devotee.client, declined)).toEqual([]);
    const { rows } = await server.db.query(
      "select 1 from public.booking_meetings where booking_id = $1",
      [declined],
    );
    expect(rows).toEqual([]);
  });
});

describe("a booking's notifications", () => {
  it("open the booking itself, where the host answers and the devotee joins", async () => {
    const bookingId = await bookConsultation();
    const asked = await notificationsOf(world.guru, "booking_requested", "link");
    expect(asked).toContainEqual({ link: `/bookings/${bookingId}` });
    await confirm(bookingId);
    const told = await notificationsOf(world.devotee, "booking_confirmed", "link");
    expect(told).toContainEqual({ link: `/bookings/${bookingId}` });
  });
});

describe("set_offering_meeting", () => {
  it("refuses a link that is not https", async () => {
    const { error, status } = await setMeeting("video_link", "http://meet.google.com/abc-defg-hij");
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "22023",
      message: "A meeting link must be an https:// address",
    });
    expect(JSON.parse(error?.details ?? "")).toEqual({ code: "meeting.link_not_https" });
    expect((await setMeeting("video_link", "meet.google.com/abc")).error?.code).toBe("22023");
  });

  it("refuses a link to this site, by the page's origin", async () => {
    const { error } = await world.guru.client
      .rpc("set_offering_meeting", {
        offering_id: world.consultationId,
        kind: "video_link",
        link: "https://BhaktiSetu.example/bookings",
      })
      .setHeader("origin", "https://bhaktisetu.example");
    expect(error).toMatchObject({
      code: "22023",
      message: "A meeting link cannot point at this site",
    });
    expect(JSON.parse(error?.details ?? "")).toEqual({ code: "meeting.link_own_site" });
    const other = await world.guru.client
      .rpc("set_offering_meeting", {
        offering_id: world.consultationId,
        kind: "video_link",
        link: "https://user@bhaktisetu.example:443/x",
      })
      .setHeader("origin", "https://bhaktisetu.example");
    expect(JSON.parse(other.error?.details ?? "")).toEqual({ code: "meeting.link_own_site" });
  });

  it("keeps the host's own link private and gives it to each confirmed booking", async () => {
    const link = "https://meet.google.com/abc-defg-hij";
    const { error } = await setMeeting("video_link", link);
    expect(error).toBeNull();
    const { data: own } = await world.guru.client
      .from("offering_meeting_links")
      .select("url")
      .eq("offering_id", world.consultationId);
    expect(own).toEqual([{ url: link }]);
    const { data: seen } = await world.devotee.client
      .from("offering_meeting_links")
      .select("url")
      .eq("offering_id", world.consultationId);
    expect(seen).toEqual([]);
    const { data: offering } = await world.anon
      .from("offerings")
      .select("*")
      .eq("id", world.consultationId)
      .single();
    expect(JSON.stringify(offering)).not.toContain("meet.google.com");
    expect(offering).toMatchObject({ meeting_kind: "video_link" });

    const bookingId = await bookConsultation();
    expect(await readMeeting(world.devotee.client, bookingId)).toEqual([]);
    await confirm(bookingId);
    expect(await readMeeting(world.devotee.client, bookingId)).toEqual([
      { kind: "video_link", url: link },
    ]);
    expect((await setMeeting("private_room")).error).toBeNull();
  });

  it("asks the devotee for a phone when the host calls", async () => {
    expect((await setMeeting("phone_call")).error).toBeNull();
    day += 1;
    const without = await world.devotee.client.rpc("book_offering", {
      offering_id: world.consultationId,
      starts_at: istAt(day, "10:00"),
    });
    expect(JSON.parse(without.error?.details ?? "")).toEqual({
      code: "booking.phone_required_for_call",
    });
    const bookingId = await bookConsultation({ contact_phone: "+91 98765 43210" });
    await confirm(bookingId);
    expect(await readMeeting(world.devotee.client, bookingId)).toEqual([
      { kind: "phone_call", url: null },
    ]);
    expect(await findBookingMeeting(server.db, bookingId, world.guru.id)).toMatchObject({
      kind: "phone_call",
      phone: "+91 98765 43210",
    });
    expect((await setMeeting("private_room")).error).toBeNull();
  });

  it("lets only the host choose", async () => {
    const { error } = await world.devotee.client.rpc("set_offering_meeting", {
      offering_id: world.consultationId,
      kind: "phone_call",
    });
    expect(error).toMatchObject({ code: "PT404" });
  });
});

describe("change_booking_meeting", () => {
  it("moves a confirmed booking to the host's new link and tells the devotee", async () => {
    const bookingId = await bookConsultation();
    await confirm(bookingId);
    const link = "https://zoom.us/j/123456789";
    const { data, error } = await world.guru.client
      .rpc("change_booking_meeting", { booking_id: bookingId, link })
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ kind: "video_link", url: link });
    expect(await readMeeting(world.devotee.client, bookingId)).toEqual([
      { kind: "video_link", url: link },
    ]);
    const { data: steps } = await world.devotee.client
      .from("booking_events")
      .select("kind, params")
      .eq("booking_id", bookingId)
      .eq("kind", "meeting");
    expect(steps).toEqual([
      { kind: "meeting", params: { step: "meeting_changed", meeting: "video_link" } },
    ]);
    const inbox = await notificationsOf(world.devotee, "booking_meeting_changed", "kind, link");
    expect(inbox).toContainEqual({
      kind: "booking_meeting_changed",
      link: `/bookings/${bookingId}`,
    });
  });

  it("refuses the devotee, a requested booking and a link that is not https", async () => {
    const bookingId = await bookConsultation();
    const early = await world.guru.client.rpc("change_booking_meeting", {
      booking_id: bookingId,
      link: "https://zoom.us/j/1",
    });
    expect(early.status).toBe(409);
    await confirm(bookingId);
    const byDevotee = await world.devotee.client.rpc("change_booking_meeting", {
      booking_id: bookingId,
      link: "https://zoom.us/j/1",
    });
    expect(byDevotee.status).toBe(403);
    const plain = await world.guru.client.rpc("change_booking_meeting", {
      booking_id: bookingId,
      link: "http://zoom.us/j/1",
    });
    expect(JSON.parse(plain.error?.details ?? "")).toEqual({ code: "meeting.link_not_https" });
  });
});

describe("the confirmation e-mail", () => {
  it("carries the host's message and the link to join, in English and in Hindi", async () => {
    const runner = createTestJobRunner(server);
    const mailFor = async (bookingId: string) =>
      (await listOutboxMessages(server.db, { recipient: world.devotee.email, limit: 50 })).find(
        (m) => m.kind === "booking_confirmed" && m.body.includes(bookingId),
      );
    const bookingId = await bookConsultation();
    await confirm(bookingId);
    await runner.runDueJobs(new Date(Date.now() + 1000));
    const [meeting] = await readMeeting(world.devotee.client, bookingId);
    const mail = await mailFor(bookingId);
    expect(mail?.body).toContain("Message from Guru Ji: Join five minutes early");
    expect(mail?.body).toContain(`Join from 15 minutes before the start: ${meeting!.url}`);
    expect(mail?.body).not.toContain("Reason:");

    await server.db.query(
      'update auth.users set raw_user_meta_data = raw_user_meta_data || \'{"locale":"hi"}\' where id = $1',
      [world.devotee.id],
    );
    const hindiId = await bookConsultation();
    await confirm(hindiId);
    await runner.runDueJobs(new Date(Date.now() + 1000));
    const [hindiMeeting] = await readMeeting(world.devotee.client, hindiId);
    const hindiMail = await mailFor(hindiId);
    expect(hindiMail?.body).toContain("का संदेश: Join five minutes early");
    expect(hindiMail?.body).toContain(`यहाँ जुड़ें: ${hindiMeeting!.url}`);
  });
});
