// @vitest-environment node
// Today's Activities against the real server in-process (RLS on PGlite) through a real
// supabase-js client signed in as the devotee: only their own rows, only India's today.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createConfirmedUser, startTestServer, type TestServer } from "@/testing/start-test-server";
import { fetchTodaysActivities, indiaToday } from "./list-todays-activities";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

const DAY_MS = 86_400_000;
let server: TestServer;
let devoteeId = "";
// An India day three days ahead, so every row is in the future for the policies.
const day = new Date(Date.now() + 3 * DAY_MS).toLocaleDateString("en-CA", {
  timeZone: "Asia/Kolkata",
});
const ist = (time: string, days = 0) =>
  new Date(new Date(`${day}T${time}:00+05:30`).getTime() + days * DAY_MS).toISOString();

async function insertOne(admin: SupabaseClient, table: string, row: object): Promise<string> {
  const { data, error } = await admin.from(table).insert(row).select("id").single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return (data as { id: string }).id;
}

beforeAll(async () => {
  server = await startTestServer();
  const admin = server.createAdminClient();
  const [devotee, other] = [
    await createConfirmedUser(admin, "devotee"),
    await createConfirmedUser(admin, "devotee"),
  ];
  devoteeId = devotee.id;
  const suffix = randomUUID().slice(0, 8);
  const templeId = await insertOne(admin, "temples", {
    slug: `mandir-${suffix}`,
    name: "Kashi Mandir",
    verification_status: "verified",
  });
  const event = (title: string, startsAt: string) =>
    insertOne(admin, "temple_events", {
      temple_id: templeId,
      title,
      kind: "festival",
      starts_at: startsAt,
    });
  const evening = await event("Sandhya Utsav", ist("18:30"));
  const nextDay = await event("Next-day Utsav", ist("01:00", 1));
  const othersOnly = await event("Someone else's Utsav", ist("12:00"));
  const session = await insertOne(admin, "live_sessions", {
    temple_id: templeId,
    title: "Mangala Aarti",
    kind: "aarti",
    starts_at: ist("05:30"),
    venue: "Kashi Mandir",
  });
  const offeringId = await insertOne(admin, "offerings", {
    temple_id: templeId,
    kind: "temple_pooja",
    title: "Rudrabhishek",
    mode: "online",
    duration_minutes: 60,
    price_paise: 51000,
    free_cancel_hours: 24,
    kept_percent: 0,
  });
  const slot = `[${ist("09:00")},${ist("10:00")})`;
  await insertOne(admin, "bookings", {
    devotee_id: devotee.id,
    offering_id: offeringId,
    temple_id: templeId,
    title: "Rudrabhishek",
    mode: "online",
    price_paise: 51000,
    free_cancel_hours: 24,
    kept_percent: 0,
    slot,
    blocked: slot,
    status: "confirmed",
  });
  client.current = server.createClient();
  await client.current.auth.signInWithPassword(devotee);
  const own = client.current;
  for (const eventId of [evening, nextDay]) {
    const { error } = await own
      .from("event_registrations")
      .insert({ event_id: eventId, user_id: devotee.id });
    if (error) throw new Error(error.message);
  }
  const reminder = await own
    .from("live_reminders")
    .insert({ session_id: session, user_id: devotee.id });
  if (reminder.error) throw new Error(reminder.error.message);
  await admin.from("event_registrations").insert({ event_id: othersOnly, user_id: other.id });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("fetchTodaysActivities", () => {
  it("lists the devotee's booking, registered event and reminded session of today (IST), by time", async () => {
    const activities = await fetchTodaysActivities(devoteeId, new Date(ist("10:00")));
    expect(
      activities.map(({ kind, title, startsAt, place }) => ({ kind, title, startsAt, place })),
    ).toEqual([
      {
        kind: "live",
        title: "Mangala Aarti (Live)",
        startsAt: ist("05:30"),
        place: "Kashi Mandir",
      },
      { kind: "booking", title: "Rudrabhishek", startsAt: ist("09:00"), place: "Online" },
      { kind: "event", title: "Sandhya Utsav", startsAt: ist("18:30"), place: "Kashi Mandir" },
    ]);
  });

  it("counts the day in India: 01:00 IST belongs to the next day", async () => {
    const activities = await fetchTodaysActivities(devoteeId, new Date(ist("00:30", 1)));
    expect(activities.map((activity) => activity.title)).toEqual(["Next-day Utsav"]);
  });

  it("India's today runs from IST midnight to the next", () => {
    expect(indiaToday(new Date("2026-11-23T20:00:00Z"))).toEqual({
      from: "2026-11-23T18:30:00.000Z",
      to: "2026-11-24T18:30:00.000Z",
    });
  });
});
