// @vitest-environment node
// A screen's subscription against the real server over a loopback port: Realtime's Postgres
// Changes under row-level security, as the browser receives them.
import { RealtimeClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInClient } from "@/testing/signed-in-client";
import { startTestServer, type TestServer } from "@/testing/start-test-server";
import { followTableChanges } from "@/lib/use-table-changes";

const realtime = vi.hoisted(() => ({ current: null as RealtimeClient | null }));
vi.mock("@/lib/realtime", () => ({ getRealtime: async () => realtime.current }));

let server: TestServer;
/** Each socket the client opens, so a test can cut one as a network drop would. */
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ listen: true });
}, 60_000);
afterAll(async () => {
  await realtime.current?.disconnect();
  await server.close();
});

/** A Realtime client as lib/realtime.ts makes it, signed in with `accessToken`. */
function realtimeClient(accessToken: string): RealtimeClient {
  const url = new URL("realtime/v1", `${server.url!}/`);
  url.protocol = "ws:";
  return new RealtimeClient(url.href, {
    params: { apikey: server.keys.anonKey },
    accessToken: () => Promise.resolve(accessToken),
    reconnectAfterMs: () => 50,
    transport: function TrackedSocket(address: string, protocols?: string | string[]) {
      const socket = new WebSocket(address, protocols);
      sockets.push(socket);
      return socket;
    } as unknown as typeof WebSocket,
  });
}

const quietPeriod = () => new Promise((resolve) => setTimeout(resolve, 400));

describe("followTableChanges", () => {
  it("calls back when the user's row changes, never for another user's, and again after a drop", async () => {
    const [devotee, other] = await Promise.all([
      signedInClient(server, "devotee"),
      signedInClient(server, "other"),
    ]);
    const { data } = await devotee.client.auth.getSession();
    realtime.current = realtimeClient(data.session!.access_token);
    const admin = server.createAdminClient();
    const notify = async (userId: string, title: string) => {
      const { error } = await admin
        .from("notifications")
        .insert({ user_id: userId, kind: "announcement", title });
      expect(error).toBeNull();
    };

    const onChange = vi.fn();
    // No filter: row-level security alone keeps another user's notices away.
    const stop = followTableChanges("notifications", undefined, onChange);
    // Joined: once, for what changed before the join.
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), 5000);

    await notify(other.id, "For another devotee");
    await notify(devotee.id, "Darshan timings changed");
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(2), 5000);
    await quietPeriod();
    expect(onChange).toHaveBeenCalledTimes(2);

    // The network drops: the client reconnects, rejoins, and the screen re-reads.
    sockets.at(-1)!.close();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(3), 5000);
    expect(sockets.length).toBe(2);

    stop();
    await vi.waitFor(() => expect(realtime.current!.getChannels()).toEqual([]), 5000);
    await notify(devotee.id, "After the screen closed");
    await quietPeriod();
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
