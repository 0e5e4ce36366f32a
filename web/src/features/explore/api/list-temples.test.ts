// @vitest-environment node
// /explore's keyset pages against the real server in-process: "Load more" returns every listed
// temple and upcoming event once, in the order one unpaged read gives, across tied names and
// times, names with commas and quotes, and the real-then-example groups.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { expectPagesMatchWhole, readEveryPage } from "@/testing/read-every-page";
import { startTestServer, type TestServer } from "@/testing/start-test-server";
import { fetchTemples, type TempleCursor } from "./list-temples";
import { type EventCursor, fetchUpcomingEvents } from "./list-upcoming-events";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

const COUNT = 27;
const CITY = "Keysetpur";
let server: TestServer;
let templeId = "";

beforeAll(async () => {
  server = await startTestServer();
  const admin = server.createAdminClient();
  const temples = Array.from({ length: COUNT }, (_, i) => ({
    slug: `keyset-mandir-${i}`,
    // Ties, and the characters or() must quote.
    name: ['Shri "Ram", Mandir', "Devi (Amba) Mandir", "Kashi Mandir"][i % 3]!,
    city: CITY,
    verification_status: "verified",
    is_sample: i % 4 === 0,
  }));
  const inserted = await admin.from("temples").insert(temples).select("id");
  if (inserted.error) throw inserted.error;
  templeId = (inserted.data as { id: string }[])[1]!.id;
  const soon = Date.now() + 86_400_000;
  const events = await admin.from("temple_events").insert(
    Array.from({ length: COUNT }, (_, i) => ({
      temple_id: templeId,
      title: `Utsav ${i}`,
      kind: "festival",
      // Three events at each instant.
      starts_at: new Date(soon + Math.floor(i / 3) * 3_600_000).toISOString(),
      is_sample: i % 5 === 0,
    })),
  );
  if (events.error) throw events.error;
  client.current = server.createClient();
}, 120_000);
afterAll(() => server?.close());

describe("fetchTemples", () => {
  it("pages after the last row, as one unpaged read orders them", async () => {
    const whole = await client
      .current!.from("temples")
      .select("id")
      .ilike("city", `%${CITY}%`)
      .order("is_sample")
      .order("name")
      .order("id");
    const paged = await readEveryPage(
      (cursor: TempleCursor | null) => fetchTemples({ city: CITY }, cursor),
      (page) => page.temples.map((temple) => temple.id),
    );
    expectPagesMatchWhole(paged, whole, COUNT);
  });
});

describe("fetchUpcomingEvents", () => {
  it("pages a temple's events after the last row, as one unpaged read orders them", async () => {
    const whole = await client
      .current!.from("temple_events")
      .select("id")
      .eq("temple_id", templeId)
      .order("is_sample")
      .order("starts_at")
      .order("id");
    const paged = await readEveryPage(
      (cursor: EventCursor | null) => fetchUpcomingEvents(templeId, cursor),
      (page) => page.events.map((event) => event.id),
    );
    expectPagesMatchWhole(paged, whole, COUNT);
  });
});
