import { RealtimeClient } from "@supabase/realtime-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signJwt } from "../lib/jwt.ts";
import { inbox, subscribed, useRealtimeServer } from "./testing/realtime-world.ts";

// A fresh token sent on an open channel (`access_token`) keeps it past the old token's expiry,
// and is checked against the channel's policies again: a token that may not read it closes it.
const { server, signIn } = useRealtimeServer();

beforeAll(async () => {
  await server().db.exec(`
    create policy "a member reads the own room" on realtime.messages for select to authenticated
      using (realtime.topic() = 'room:' || auth.uid()::text);
  `);
});

const sockets: RealtimeClient[] = [];
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

function tokenFor(userId: string, seconds: number): Promise<string> {
  return signJwt(server().keys, {
    sub: userId,
    role: "authenticated",
    exp: Math.floor(Date.now() / 1000) + seconds,
  });
}

describe("access token refresh", () => {
  it("keeps a private channel past the first token's expiry, and closes it for a token that may not read it", async () => {
    const [user, other] = [await signIn(), await signIn()];
    const socket = new RealtimeClient(`${server().url!.replace(/^http/, "ws")}/realtime/v1`, {
      params: { apikey: server().keys.anonKey },
    });
    sockets.push(socket);
    await socket.setAuth(await tokenFor(user.userId, 2));
    const channel = socket.channel(`room:${user.userId}`, { config: { private: true } });
    const system = inbox<{ status: string; message: string }>();
    const heard = inbox<unknown>();
    channel
      .on("system", {}, (payload) => system.push(payload))
      .on("broadcast", { event: "chat" }, ({ payload }) => heard.push(payload));
    expect((await subscribed(channel)).status).toBe("SUBSCRIBED");

    await socket.setAuth(await tokenFor(user.userId, 3600));
    // Past the first token's expiry the channel is still open and still receives.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await server().db.query("select realtime.send($1::jsonb, 'chat', $2, true)", [
      JSON.stringify({ body: "still here" }),
      `room:${user.userId}`,
    ]);
    expect(await heard.next()).toEqual([{ body: "still here" }]);
    expect(system.items).toEqual([]);

    await socket.setAuth(await tokenFor(other.userId, 3600));
    const [closing] = await system.next();
    expect(closing).toMatchObject({
      status: "error",
      message: expect.stringMatching(/Unauthorized/),
    });
  }, 15_000);
});
