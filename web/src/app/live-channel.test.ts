// @vitest-environment node
// A live session's channel against the real server over a loopback port: the page's parts share
// one join, and the presence of watching tabs is what the viewer counts read.
import { randomUUID } from "node:crypto";
import { type RealtimeChannel, RealtimeClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { joinLiveChannel, type LiveChannelStatus } from "@/lib/live-channel";
import { insertVerifiedGuru } from "@/testing/insert-verified-guru";
import { signedInClient } from "@/testing/signed-in-client";
import { startTestServer, type TestServer } from "@/testing/start-test-server";

const realtime = vi.hoisted(() => ({ current: null as RealtimeClient | null }));
vi.mock("@/lib/realtime", () => ({
  getRealtime: async () => {
    if (!realtime.current) throw new Error("offline");
    return realtime.current;
  },
}));
vi.mock("@/lib/wait-for-first-idle", () => ({ waitForFirstIdle: async () => undefined }));

let server: TestServer;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ listen: true });
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.disconnect()));
  await server.close();
});

/** A Realtime client as lib/realtime.ts makes it: the user's token, or the anon key signed out. */
function realtimeWith(accessToken: string): RealtimeClient {
  const url = new URL("realtime/v1", `${server.url!}/`);
  url.protocol = "ws:";
  const client = new RealtimeClient(url.href, {
    params: { apikey: server.keys.anonKey },
    accessToken: () => Promise.resolve(accessToken),
  });
  clients.push(client);
  return client;
}

async function devoteeRealtime(): Promise<RealtimeClient> {
  const { client: supabase } = await signedInClient(server, "devotee");
  const { data } = await supabase.auth.getSession();
  return realtimeWith(data.session!.access_token);
}

/** A public session of a listed provider, live now. */
async function liveSession(): Promise<string> {
  const admin = server.createAdminClient();
  const { data: user } = await admin.auth.admin.createUser({
    email: `guru-${randomUUID().slice(0, 8)}@example.com`,
    email_confirm: true,
  });
  const providerId = await insertVerifiedGuru(admin, user.user!.id);
  const session = await admin
    .from("live_sessions")
    .insert({
      provider_id: providerId,
      title: "Sandhya Aarti",
      kind: "aarti",
      starts_at: new Date().toISOString(),
      status: "live",
    })
    .select("id")
    .single();
  if (session.error) throw session.error;
  return session.data.id;
}

/** A part of the page on the channel: what it last heard and how many were watching then. */
function pagePart() {
  const part = {
    statuses: [] as LiveChannelStatus[],
    watching: undefined as number | undefined,
    onPresence(channel: RealtimeChannel) {
      part.watching = Object.keys(channel.presenceState()).length;
    },
    onStatus(status: LiveChannelStatus) {
      part.statuses.push(status);
    },
  };
  return part;
}

describe("joinLiveChannel", () => {
  it("shares one join between the page's parts, counts watching tabs, and leaves with the last part", async () => {
    const sessionId = await liveSession();
    // The page is an anonymous visitor's /live; the tab that watches is a signed-in devotee's.
    realtime.current = realtimeWith(server.keys.anonKey);
    const count = pagePart();
    const leaveCount = joinLiveChannel(sessionId, count);
    await vi.waitFor(() => expect(count.statuses).toEqual(["SUBSCRIBED"]), 5000);
    await vi.waitFor(() => expect(count.watching).toBe(0), 5000);

    // Another tab watches: its presence reaches the count.
    const otherTab = (await devoteeRealtime()).channel(`live:${sessionId}`, {
      config: { private: true, presence: { key: "", enabled: true } },
    });
    await new Promise<void>((resolve) =>
      otherTab.subscribe((status) => {
        if (status === "SUBSCRIBED") resolve();
      }),
    );
    expect(await otherTab.track({ watching_since: new Date().toISOString() })).toBe("ok");
    await vi.waitFor(() => expect(count.watching).toBe(1), 5000);

    // The chat comes later on the same page: it hears the join and the count at once, adds its
    // broadcast listener, and no second join is made.
    const chat = Object.assign(pagePart(), {
      bind: (channel: RealtimeChannel) =>
        channel.on("broadcast", { event: "chat" }, () => undefined),
    });
    const leaveChat = joinLiveChannel(sessionId, chat);
    expect(chat.statuses).toEqual(["SUBSCRIBED"]);
    expect(chat.watching).toBe(1);
    expect(realtime.current.getChannels()).toHaveLength(1);

    await otherTab.untrack();
    await vi.waitFor(() => expect(count.watching).toBe(0), 5000);
    // The anonymous join stayed open throughout (the anon key is a token valid for years).
    expect(count.statuses).toEqual(["SUBSCRIBED"]);

    leaveCount();
    expect(realtime.current.getChannels()).toHaveLength(1);
    leaveChat();
    await vi.waitFor(() => expect(realtime.current!.getChannels()).toEqual([]), 5000);
  });

  it("tells each user when Realtime cannot load, a later one too", async () => {
    realtime.current = null;
    const [first, later] = [pagePart(), pagePart()];
    const sessionId = randomUUID();
    const leaveFirst = joinLiveChannel(sessionId, first);
    await vi.waitFor(() => expect(first.statuses).toEqual(["CHANNEL_ERROR"]), 5000);
    const leaveLater = joinLiveChannel(sessionId, later);
    expect(later.statuses).toEqual(["CHANNEL_ERROR"]);
    leaveFirst();
    leaveLater();
  });

  it("is refused for a session nobody may read, and the page keeps its stored figures", async () => {
    realtime.current = await devoteeRealtime();
    const part = pagePart();
    const leave = joinLiveChannel(randomUUID(), part);
    await vi.waitFor(() => expect(part.statuses).toContain("CHANNEL_ERROR"), 5000);
    expect(part.watching).toBeUndefined();
    leave();
  });
});
