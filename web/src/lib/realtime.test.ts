import { describe, expect, it, vi } from "vitest";
import { getRealtime } from "./realtime";

vi.mock("./supabase-anon-key", () => ({ getSupabaseAnonKey: () => "anon-key" }));
vi.mock("./supabase", () => ({
  getSupabase: async () => ({ auth: { getSession: async () => ({ data: { session: null } }) } }),
}));

describe("getRealtime", () => {
  it("connects to /realtime/v1 with the timeout, heartbeat and reconnect back-off the product sets", async () => {
    const realtime = await getRealtime();
    expect(realtime.endPoint).toMatch(/^wss?:\/\/[^/]+\/realtime\/v1\/websocket$/);
    expect(realtime.apiKey).toBe("anon-key");
    expect(realtime.timeout).toBe(10_000);
    expect(realtime.heartbeatIntervalMs).toBe(25_000);
    expect([1, 2, 3, 4, 9].map((tries) => realtime.reconnectAfterMs(tries))).toEqual([
      1000, 2000, 5000, 10_000, 10_000,
    ]);
    // One client for every screen.
    expect(await getRealtime()).toBe(realtime);
  });
});
