import { RealtimeClient } from "@supabase/realtime-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSigningKeys } from "../lib/signing-keys.ts";
import { signJwt } from "../lib/jwt.ts";
import { inbox, quietPeriod, subscribed, useRealtimeServer } from "./testing/realtime-world.ts";

// Private channels are authorised by policies on realtime.messages, as on Supabase; a forged or
// expired token joins nothing, and an expiring token closes the channel unless it is refreshed.
const { server, signIn, clients } = useRealtimeServer();

beforeAll(async () => {
  await server().db.exec(`
    create policy "a member reads the own room" on realtime.messages for select to authenticated
      using (realtime.topic() = 'room:' || auth.uid()::text);
    create policy "a member tracks presence in the own room" on realtime.messages for insert to authenticated
      with check (realtime.topic() = 'room:' || auth.uid()::text and extension = 'presence');
  `);
});

const sockets: RealtimeClient[] = [];
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

/** Realtime alone with a token set by hand: supabase-js would swap in its own session's token. */
function realtimeWithToken(token: string): RealtimeClient {
  const socket = new RealtimeClient(`${server().url!.replace(/^http/, "ws")}/realtime/v1`, {
    params: { apikey: server().keys.anonKey },
  });
  sockets.push(socket);
  void socket.setAuth(token);
  return socket;
}

describe("private channels", () => {
  it("let in only whom the select policy lets read the topic", async () => {
    const [owner, other] = [await signIn(), await signIn()];
    expect(
      (
        await subscribed(
          owner.client.channel(`room:${owner.userId}`, { config: { private: true } }),
        )
      ).status,
    ).toBe("SUBSCRIBED");
    const refused = await subscribed(
      other.client.channel(`room:${owner.userId}`, { config: { private: true } }),
    );
    expect(refused.status).toBe("CHANNEL_ERROR");
    expect(refused.error?.message).toMatch(/Unauthorized/);
    const anon = server().createClient();
    clients.push(anon);
    expect(
      (await subscribed(anon.channel(`room:${owner.userId}`, { config: { private: true } })))
        .status,
    ).toBe("CHANNEL_ERROR");
  });

  it("deliver broadcasts sent from SQL to their subscribers, and refuse a client's own broadcast", async () => {
    const owner = await signIn();
    const channel = owner.client.channel(`room:${owner.userId}`, {
      config: { private: true, broadcast: { ack: true } },
    });
    const heard = inbox<unknown>();
    channel.on("broadcast", { event: "chat" }, ({ payload }) => heard.push(payload));
    expect((await subscribed(channel)).status).toBe("SUBSCRIBED");
    await server().db.query("select realtime.send($1::jsonb, 'chat', $2, true)", [
      JSON.stringify({ body: "Hari Om" }),
      `room:${owner.userId}`,
    ]);
    expect(await heard.next()).toEqual([{ body: "Hari Om" }]);
    // No insert policy for broadcast: the server refuses the client's send.
    expect(
      await channel.send({ type: "broadcast", event: "chat", payload: { body: "forged" } }),
    ).toBe("error");
    // Presence has an insert policy.
    expect(await channel.track({ here: true })).toBe("ok");
    // The same topic as a public channel is another channel: it hears nothing from the private one.
    const publicTwin = owner.client.channel(`room:${owner.userId}-public`);
    await subscribed(publicTwin);
    await quietPeriod();
    expect(heard.items).toHaveLength(1);
  });

  it("refuse a token signed by another key, naming another user", async () => {
    const victim = await signIn();
    const foreignKeys = await createSigningKeys();
    const forged = await signJwt(foreignKeys, {
      sub: victim.userId,
      role: "authenticated",
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    const attacker = server().createClient();
    clients.push(attacker);
    attacker.realtime.setAuth(forged);
    const result = await subscribed(
      attacker.channel(`room:${victim.userId}`, { config: { private: true } }),
    );
    expect(result.status).toBe("CHANNEL_ERROR");
    expect(result.error?.message).toMatch(/InvalidJWTToken/);
  });

  it("refuse an expired token, and close a channel when its token expires unrefreshed", async () => {
    const user = await signIn();
    const expiring = await signJwt(server().keys, {
      sub: user.userId,
      role: "authenticated",
      exp: Math.floor(Date.now() / 1000) + 5,
    });
    const client = realtimeWithToken(expiring);
    const channel = client.channel(`room:${user.userId}`, { config: { private: true } });
    const system = inbox<{ status: string; message: string }>();
    channel.on("system", {}, (payload) => system.push(payload));
    expect((await subscribed(channel)).status).toBe("SUBSCRIBED");
    const [closing] = await system.next(1, 15_000);
    expect(closing).toMatchObject({ status: "error", message: expect.stringMatching(/expired/) });

    // A join checks `exp` against the server's clock, which in tests stands still at start-up.
    const expired = await signJwt(server().keys, {
      sub: user.userId,
      role: "authenticated",
      exp: Math.floor(server().clock.now().getTime() / 1000) - 10,
    });
    const late = realtimeWithToken(expired);
    const result = await subscribed(
      late.channel(`room:${user.userId}`, { config: { private: true } }),
    );
    expect(result.error?.message).toMatch(/expired/);
  }, 30_000);

  it("keep a channel open past the first token's expiry when a fresh token comes in time", async () => {
    const user = await signIn();
    const tokenUntil = (exp: number) =>
      signJwt(server().keys, { sub: user.userId, role: "authenticated", exp });
    const firstExpiry = Math.floor(Date.now() / 1000) + 5;
    const client = realtimeWithToken(await tokenUntil(firstExpiry));
    const channel = client.channel(`room:${user.userId}`, { config: { private: true } });
    const system = inbox<{ status: string; message: string }>();
    channel.on("system", {}, (payload) => system.push(payload));
    const heard = inbox<unknown>();
    channel.on("broadcast", { event: "ping" }, ({ payload }) => heard.push(payload));
    expect((await subscribed(channel)).status).toBe("SUBSCRIBED");
    // realtime-js sends the new token to every joined channel (the access_token event).
    await client.setAuth(await tokenUntil(firstExpiry + 3600));
    // Past the first token's expiry, whenever the join finished.
    await new Promise((resolve) => setTimeout(resolve, firstExpiry * 1000 + 1500 - Date.now()));
    expect(system.items).toEqual([]);
    await server().db.query("select realtime.send('{\"n\":1}'::jsonb, 'ping', $1, true)", [
      `room:${user.userId}`,
    ]);
    expect(await heard.next()).toEqual([{ n: 1 }]);
  }, 30_000);

  it("close a channel whose refreshed token no longer reads the topic", async () => {
    const [owner, other] = [await signIn(), await signIn()];
    const client = realtimeWithToken(owner.accessToken);
    const channel = client.channel(`room:${owner.userId}`, { config: { private: true } });
    const system = inbox<{ status: string; message: string }>();
    channel.on("system", {}, (payload) => system.push(payload));
    expect((await subscribed(channel)).status).toBe("SUBSCRIBED");
    await client.setAuth(other.accessToken);
    const [closing] = await system.next();
    expect(closing).toMatchObject({
      status: "error",
      message: expect.stringMatching(/Unauthorized/),
    });
  });
});
