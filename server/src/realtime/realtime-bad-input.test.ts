import { describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { MAX_FRAME_BYTES } from "./realtime-server.ts";
import { useRealtimeServer } from "./testing/realtime-world.ts";

// Garbage, oversized frames and bad keys get the protocol's own answer; the server stays up.
const { server } = useRealtimeServer();

function socketUrl(apiKey: string | undefined): string {
  const url = new URL(`${server().url!.replace(/^http/, "ws")}/realtime/v1/websocket`);
  if (apiKey) url.searchParams.set("apikey", apiKey);
  url.searchParams.set("vsn", "2.0.0");
  return url.toString();
}

function open(apiKey = server().keys.anonKey): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(apiKey));
    socket.once("open", () => resolve(socket));
    socket.once("error", reject);
  });
}

function closed(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
}

function nextMessage(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve) =>
    socket.once("message", (data) => resolve(JSON.parse(data.toString()))),
  );
}

/** The server still answers a heartbeat on a fresh socket. */
async function stillServes(): Promise<void> {
  const socket = await open();
  socket.send(JSON.stringify([null, "1", "phoenix", "heartbeat", {}]));
  expect(await nextMessage(socket)).toEqual([
    null,
    "1",
    "phoenix",
    "phx_reply",
    { status: "ok", response: {} },
  ]);
  socket.close();
}

describe("bad input on the Realtime socket", () => {
  it("refuses the upgrade without a valid API key", async () => {
    for (const key of [undefined, "not-a-key"]) {
      const status = await new Promise<number | undefined>((resolve) => {
        const socket = new WebSocket(socketUrl(key));
        socket.once("unexpected-response", (_request, response) => resolve(response.statusCode));
        socket.once("open", () => resolve(undefined));
      });
      expect(status).toBe(401);
    }
  });

  it("closes a socket that sends garbage with 1007, and keeps serving others", async () => {
    for (const garbage of [
      "not json",
      "[1,2",
      JSON.stringify([null, "1", 5, "x", {}]),
      JSON.stringify(["1", "2", "t", "e", "payload"]),
    ]) {
      const socket = await open();
      const closing = closed(socket);
      socket.send(garbage);
      expect((await closing).code).toBe(1007);
    }
    const binary = await open();
    const closing = closed(binary);
    binary.send(Buffer.from([9, 9, 9]));
    expect((await closing).code).toBe(1007);
    await stillServes();
  });

  it("closes a socket that sends an oversized frame with 1009", async () => {
    const socket = await open();
    const closing = closed(socket);
    socket.send("x".repeat(MAX_FRAME_BYTES + 1));
    expect((await closing).code).toBe(1009);
    await stillServes();
  });

  it("answers an event on a channel never joined, and a join with a bad topic, with an error reply", async () => {
    const socket = await open();
    socket.send(
      JSON.stringify([
        null,
        "1",
        "realtime:nowhere",
        "broadcast",
        { type: "broadcast", event: "x" },
      ]),
    );
    expect(await nextMessage(socket)).toMatchObject([
      null,
      "1",
      "realtime:nowhere",
      "phx_reply",
      {
        status: "error",
        response: { reason: "unmatched topic" },
      },
    ]);
    socket.send(JSON.stringify(["2", "2", "no-prefix", "phx_join", { config: {} }]));
    expect(await nextMessage(socket)).toMatchObject([
      "2",
      "2",
      "no-prefix",
      "phx_reply",
      { status: "error" },
    ]);
    socket.send(
      JSON.stringify(["3", "3", `realtime:${"t".repeat(300)}`, "phx_join", { config: {} }]),
    );
    expect(await nextMessage(socket)).toMatchObject([
      "3",
      "3",
      expect.any(String),
      "phx_reply",
      {
        status: "error",
        response: { reason: "Topic is too long" },
      },
    ]);
    socket.close();
  });
});
