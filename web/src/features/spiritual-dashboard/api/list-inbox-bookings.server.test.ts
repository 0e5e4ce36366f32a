// @vitest-environment node
// The inbox's and My bookings' keyset filters against the real server in-process: a slot
// (tstzrange) as the cursor with eq/gt/lt, and the past tab's statuses with in, are accepted.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "@/testing/start-test-server";
import { countInboxBookings, fetchInboxBookings } from "./list-inbox-bookings";

const client = vi.hoisted(() => ({ current: null as SupabaseClient | null }));
vi.mock("@/lib/supabase", () => ({ getSupabase: async () => client.current }));

const PROVIDER = "00000000-0000-4000-8000-000000000001";
const SLOT = '["2026-12-01 05:00:00+00","2026-12-01 06:00:00+00")';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  client.current = server.createAdminClient();
}, 120_000);
afterAll(async () => server?.close());

describe("the inbox's requests on the server", () => {
  it("pages every tab after a cursor and counts them", async () => {
    for (const tab of ["requested", "upcoming", "past"] as const) {
      await expect(fetchInboxBookings(PROVIDER, tab, null)).resolves.toEqual({
        bookings: [],
        next: undefined,
      });
      await expect(
        fetchInboxBookings(PROVIDER, tab, { slot: SLOT, id: PROVIDER }),
      ).resolves.toEqual({ bookings: [], next: undefined });
    }
    await expect(countInboxBookings(PROVIDER)).resolves.toEqual({
      requested: 0,
      upcoming: 0,
      past: 0,
    });
  });
});
