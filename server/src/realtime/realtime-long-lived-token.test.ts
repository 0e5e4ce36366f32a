import { RealtimeClient } from "@supabase/realtime-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signJwt } from "../lib/jwt.ts";
import { inbox, quietPeriod, subscribed, useRealtimeServer } from "./testing/realtime-world.ts";

// A token valid for years (the Supabase CLI's API keys, long-lived service tokens) keeps its
// channel open: its expiry is further away than one timer can wait.
const { server, signIn } = useRealtimeServer();

beforeAll(async () => {
  await server().db.exec(`
    create policy "a member reads the own room" on realtime.messages for select to authenticated
      using (realtime.topic() = 'room:' || auth.uid()::text);
  `);
});

const sockets: RealtimeClient[] = [];
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

describe("a long-lived token", () => {
  it("keeps a channel whose token expires years from now, beyond the longest timer", async () => {
    const user = await signIn();
    const socket = new RealtimeClient(`${server().url!.replace(/^http/, "ws")}/realtime/v1`, {
      params: { apikey: server().keys.anonKey },
    });
    sockets.push(socket);
    // Five years: past setTimeout's limit of 2^31 - 1 ms (24.8 days).
    await socket.setAuth(
      await signJwt(server().keys, {
        sub: user.userId,
        role: "authenticated",
        exp: Math.floor(Date.now() / 1000) + 5 * 365 * 24 * 3600,
      }),
    );
    const channel = socket.channel(`room:${user.userId}`, { config: { private: true } });
    const system = inbox<{ status: string; message: string }>();
    const heard = inbox<unknown>();
    channel
      .on("system", {}, (payload) => system.push(payload))
      .on("broadcast", { event: "chat" }, ({ payload }) => heard.push(payload));
    expect((await subscribed(channel)).status).toBe("SUBSCRIBED");
    await quietPeriod();
    await server().db.query("select realtime.send($1::jsonb, 'chat', $2, true)", [
      JSON.stringify({ body: "years ahead" }),
      `room:${user.userId}`,
    ]);
    expect(await heard.next()).toEqual([{ body: "years ahead" }]);
    expect(system.items).toEqual([]);
  });
});
