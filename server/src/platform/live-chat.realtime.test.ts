import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, describe, expect, it } from "vitest";
import { epochSeconds } from "../lib/clock.ts";
import { signJwt } from "../lib/jwt.ts";
import { inbox, quietPeriod, subscribed } from "../realtime/testing/realtime-world.ts";
import { usePlatformWorld } from "./testing/use-platform-world.ts";
import { startLiveSession } from "./testing/live-session.ts";

// Live chat over /realtime/v1/websocket as the web app's panel uses it: the private channel
// live:<session> delivers each message and removal to everyone who may read the session, and to
// nobody else; nobody can speak on it but the database.
const { server, world } = usePlatformWorld({ listen: true });
const clients: SupabaseClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
});

/** A supabase-js client on the listening server: anonymous, or signed in as `userId`. */
async function viewer(userId?: string): Promise<SupabaseClient> {
  const token = userId
    ? await signJwt(server.keys, {
        sub: userId,
        role: "authenticated",
        aud: "authenticated",
        exp: epochSeconds(server.clock) + 3600,
      })
    : undefined;
  const client = createClient(server.url!, server.keys.anonKey, {
    ...(token ? { accessToken: () => Promise.resolve(token) } : {}),
  });
  clients.push(client);
  if (token) await client.realtime.setAuth(token);
  return client;
}

describe("the live chat channel", () => {
  it("brings each new message and each removal to anonymous and signed-in viewers", async () => {
    const id = await startLiveSession(world);
    const heard = { anon: inbox<unknown>(), other: inbox<unknown>() };
    for (const [who, client] of [
      ["anon", await viewer()],
      ["other", await viewer(world.other.id)],
    ] as const) {
      const channel = client
        .channel(`live:${id}`, { config: { private: true } })
        .on("broadcast", { event: "chat" }, ({ payload }) => heard[who].push(payload))
        .on("broadcast", { event: "chat_removed" }, ({ payload }) => heard[who].push(payload));
      expect((await subscribed(channel)).status).toBe("SUBSCRIBED");
    }

    const posted = await world.devotee.client
      .rpc("post_live_chat_message", { session_id: id, body: "Jai Shri Ram" })
      .single<{ id: string }>();
    expect(posted.error).toBeNull();
    for (const box of [heard.anon, heard.other]) {
      expect((await box.next())[0]).toMatchObject({
        id: posted.data!.id,
        author_name: "devotee",
        body: "Jai Shri Ram",
      });
    }
    await world.guru.client.rpc("remove_live_chat_message", { id: posted.data!.id });
    for (const box of [heard.anon, heard.other]) {
      expect((await box.next(2))[1]).toEqual({ id: posted.data!.id });
    }
  });

  it("keeps a private session's channel closed to viewers who may not read the session", async () => {
    const id = await startLiveSession(world, { is_public: false });
    for (const client of [await viewer(), await viewer(world.devotee.id)]) {
      const refused = await subscribed(client.channel(`live:${id}`, { config: { private: true } }));
      expect(refused.status).toBe("CHANNEL_ERROR");
    }
    const host = await viewer(world.guru.id);
    expect(
      (await subscribed(host.channel(`live:${id}`, { config: { private: true } }))).status,
    ).toBe("SUBSCRIBED");
  });

  it("lets a viewer be present, and nobody broadcast a message of their own", async () => {
    const id = await startLiveSession(world);
    const listener = await viewer();
    const heard = inbox<unknown>();
    const listening = listener
      .channel(`live:${id}`, { config: { private: true } })
      .on("broadcast", { event: "chat" }, ({ payload }) => heard.push(payload));
    await subscribed(listening);

    const forger = await viewer(world.other.id);
    const channel = forger.channel(`live:${id}`, {
      config: { private: true, broadcast: { ack: true }, presence: { key: "other" } },
    });
    expect((await subscribed(channel)).status).toBe("SUBSCRIBED");
    expect(await channel.track({ watching: true })).toBe("ok");
    await channel.send({
      type: "broadcast",
      event: "chat",
      payload: { id: "x", author_name: "Guru Ji", body: "Send money to…" },
    });
    await quietPeriod();
    expect(heard.items).toEqual([]);
  });
});
