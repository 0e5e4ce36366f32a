import { afterEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { LIMITS } from "./realtime-connection.ts";
import { useRealtimeServer } from "./testing/realtime-world.ts";

// One socket cannot take the server: channels, messages per second and silence are bounded.
const { server } = useRealtimeServer();

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

const sockets: WebSocket[] = [];
afterEach(() => sockets.splice(0).forEach((socket) => socket.terminate()));

async function open(): Promise<{
  socket: WebSocket;
  replies: (count: number) => Promise<Frame[]>;
}> {
  const url = `${server().url!.replace(/^http/, "ws")}/realtime/v1/websocket?apikey=${server().keys.anonKey}&vsn=2.0.0`;
  const socket = new WebSocket(url);
  sockets.push(socket);
  const received: Frame[] = [];
  let waiter: (() => void) | undefined;
  socket.on("message", (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    if (frame[3] === "phx_reply") received.push(frame);
    waiter?.();
  });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  /** The next `count` replies, in order. */
  const replies = async (count: number) => {
    while (received.length < count) await new Promise<void>((resolve) => (waiter = resolve));
    return received.splice(0, count);
  };
  return { socket, replies };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statusOf = (frame: Frame) => (frame[4] as { status: string }).status;
const reasonOf = (frame: Frame) => (frame[4] as { response: { reason?: string } }).response.reason;

describe("socket limits", () => {
  it("refuses a channel beyond the hundredth on one socket", async () => {
    const { socket, replies } = await open();
    const join = (index: number) =>
      socket.send(
        JSON.stringify([`${index}`, `${index}`, `realtime:room-${index}`, "phx_join", {}]),
      );
    // Two batches a second apart, under the per-second message limit.
    for (const batch of [0, 50]) {
      for (let index = batch; index < batch + 50; index++) join(index);
      expect((await replies(50)).map(statusOf)).toEqual(Array(50).fill("ok"));
      await pause(1100);
    }
    join(100);
    const [refused] = await replies(1);
    expect(statusOf(refused!)).toBe("error");
    expect(reasonOf(refused!)).toMatch(/Too many channels/);
  }, 10_000);

  it("answers messages beyond the hundredth in a second with an error, then serves again", async () => {
    const { socket, replies } = await open();
    const heartbeat = (ref: number) =>
      socket.send(JSON.stringify([null, `${ref}`, "phoenix", "heartbeat", {}]));
    // 250 at once: however they fall across a one-second window, one window holds over 100.
    for (let ref = 0; ref < 250; ref++) heartbeat(ref);
    const answers = await replies(250);
    const refused = answers.filter((frame) => statusOf(frame) === "error");
    expect(refused.length).toBeGreaterThanOrEqual(50);
    expect(new Set(refused.map(reasonOf))).toEqual(new Set(["Too many messages per second"]));
    await pause(1100);
    heartbeat(250);
    expect((await replies(1)).map(statusOf)).toEqual(["ok"]);
  });

  it("closes a socket that sends no heartbeat within the idle time", async () => {
    const idleMs = LIMITS.idleMs;
    LIMITS.idleMs = 400;
    try {
      const { socket } = await open();
      const closed = await new Promise<{ code: number; reason: string }>((resolve) =>
        socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      expect(closed).toEqual({ code: 1000, reason: "heartbeat timeout" });
    } finally {
      LIMITS.idleMs = idleMs;
    }
  });
});
