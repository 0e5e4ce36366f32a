// @vitest-environment node
// The temple dashboard's figures against the real server in-process (RLS on PGlite) through a
// real supabase-js client signed in as the temple's admin: only this temple's rows, only paid
// donations in the total, only upcoming events that are not cancelled, only streams now live.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createConfirmedUser, startTestServer, type TestServer } from "@/testing/start-test-server";
import { totalLiveViewers } from "@/lib/use-live-viewers";
import { fetchTempleDashboard } from "./temple-dashboard-api";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

let server: TestServer;
let admin: SupabaseClient;

async function insertOne(table: string, row: object): Promise<string> {
  const { data, error } = await admin.from(table).insert(row).select("id").single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return (data as { id: string }).id;
}

/** A verified temple its creator administers (by trigger), with a donor for its donations. */
async function createTemple(name: string) {
  const owner = await createConfirmedUser(admin, "trustee");
  const id = await insertOne("temples", {
    slug: `mandir-${randomUUID().slice(0, 8)}`,
    name,
    created_by: owner.id,
    verification_status: "verified",
  });
  return { id, owner };
}

async function addEvent(templeId: string, title: string, startsAt: string, extra: object = {}) {
  return insertOne("temple_events", {
    temple_id: templeId,
    title,
    kind: "festival",
    starts_at: startsAt,
    ...extra,
  });
}

async function addDonation(templeId: string, programId: string, paise: number, paid: boolean) {
  const donor = await createConfirmedUser(admin, "donor");
  await insertOne("donations", {
    temple_id: templeId,
    seva_program_id: programId,
    donor_id: donor.id,
    amount_paise: paise,
    ...(paid ? { status: "paid", paid_at: new Date().toISOString() } : {}),
  });
}

async function addStream(templeId: string, status: string, viewers: number) {
  await insertOne("live_sessions", {
    temple_id: templeId,
    title: `Aarti ${status}`,
    kind: "aarti",
    starts_at: daysFromNow(0),
    status,
    viewer_count: viewers,
  });
}

let templeId = "";

beforeAll(async () => {
  server = await startTestServer();
  admin = server.createAdminClient();
  const [temple, other] = [await createTemple("Kashi Mandir"), await createTemple("Other Mandir")];
  templeId = temple.id;

  await addEvent(templeId, "Day 4 Utsav", daysFromNow(4));
  await addEvent(templeId, "Day 1 Utsav", daysFromNow(1), { capacity: 4, registration_count: 3 });
  await addEvent(templeId, "Day 3 Utsav", daysFromNow(3));
  await addEvent(templeId, "Day 2 Utsav", daysFromNow(2));
  await addEvent(templeId, "Cancelled Utsav", daysFromNow(1), { cancelled_at: daysFromNow(0) });
  await addEvent(templeId, "Past Utsav", daysFromNow(-1));
  await addEvent(other.id, "Another temple's Utsav", daysFromNow(1));

  const seva = await insertOne("seva_programs", {
    temple_id: templeId,
    title: "Annadanam",
    goal_paise: 10_000_000,
  });
  await insertOne("seva_programs", {
    temple_id: templeId,
    title: "Paused Gau Seva",
    goal_paise: 500_000,
    active: false,
  });
  const othersSeva = await insertOne("seva_programs", {
    temple_id: other.id,
    title: "Another temple's seva",
    goal_paise: 500_000,
  });
  await addDonation(templeId, seva, 50_000, true);
  await addDonation(templeId, seva, 25_050, true);
  await addDonation(templeId, seva, 100_100, false);
  await addDonation(other.id, othersSeva, 900_000, true);

  await addStream(templeId, "live", 20);
  await addStream(templeId, "ended", 99);
  await addStream(other.id, "live", 5);

  client.current = server.createClient();
  const { error } = await client.current.auth.signInWithPassword(temple.owner);
  if (error) throw error;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("fetchTempleDashboard", () => {
  it("counts this temple's upcoming events that are not cancelled, and lists the first three", async () => {
    const dashboard = await fetchTempleDashboard(templeId);
    expect(dashboard.activeEvents).toBe(4);
    expect(dashboard.upcomingEvents.map((event) => event.title)).toEqual([
      "Day 1 Utsav",
      "Day 2 Utsav",
      "Day 3 Utsav",
    ]);
    expect(dashboard.upcomingEvents[0]).toMatchObject({
      registration_count: 3,
      is_filling_fast: true,
    });
  });

  it("totals paid donations and keeps pledges awaiting payment apart", async () => {
    const dashboard = await fetchTempleDashboard(templeId);
    expect(dashboard.paidDonationsPaise).toBe(75_050);
    expect(dashboard.pledgedPaise).toBe(100_100);
  });

  it("lists the active seva programs with what paid donations raised", async () => {
    const dashboard = await fetchTempleDashboard(templeId);
    expect(
      dashboard.activePrograms.map(({ title, raised_paise, sponsor_count }) => ({
        title,
        raised_paise,
        sponsor_count,
      })),
    ).toEqual([{ title: "Annadanam", raised_paise: 75_050, sponsor_count: 2 }]);
  });

  it("adds up the viewers of this temple's streams that are live now", async () => {
    const { liveSessions } = await fetchTempleDashboard(templeId);
    // Before presence answers, each stream counts what its heartbeats kept.
    expect(totalLiveViewers(liveSessions, new Map())).toBe(20);
    // Where presence has answered, its count stands for that stream.
    const [first] = liveSessions;
    expect(totalLiveViewers(liveSessions, new Map([[first!.id, 3]]))).toBe(
      20 - first!.viewer_count + 3,
    );
  });

  it("is refused for a temple the user does not administer", async () => {
    const { id: othersTemple } = await createTemple("Third Mandir");
    await expect(fetchTempleDashboard(othersTemple)).rejects.toMatchObject({ code: "PT404" });
  });
});
