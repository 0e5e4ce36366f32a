// The viewers of one stream, in a worker thread so their sockets' memory and CPU are not the
// server's: each socket joins the stream's channel, tracks presence, and times every chat
// message from its `sentAt` to its arrival (one machine, one clock).
import { parentPort, workerData } from "node:worker_threads";
import { WebSocket } from "ws";

export interface ViewersInput {
  url: string;
  topic: string;
  viewers: number;
}

export type ViewersMessage =
  { kind: "joined"; presenceSyncMs: number } | { kind: "latencies"; latencies: number[] };

const { url, topic, viewers } = workerData as ViewersInput;
const latencies: number[] = [];
const sockets: WebSocket[] = [];

function connect(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    sockets.push(socket);
    socket.once("error", reject);
    socket.once("open", () => {
      socket.send(
        JSON.stringify([
          `${index}`,
          "1",
          topic,
          "phx_join",
          {
            config: {
              broadcast: { self: false },
              presence: { key: `viewer-${index}`, enabled: true },
            },
          },
        ]),
      );
    });
    socket.on("message", (data) => {
      const [, ref, , event, payload] = JSON.parse(data.toString()) as [
        string,
        string,
        string,
        string,
        Record<string, unknown>,
      ];
      if (event === "phx_reply" && ref === "1") {
        socket.send(
          JSON.stringify([
            `${index}`,
            "2",
            topic,
            "presence",
            {
              type: "presence",
              event: "track",
              payload: { watching: true },
            },
          ]),
        );
      } else if (event === "phx_reply" && ref === "2") {
        resolve();
      } else if (event === "broadcast" && payload.event === "chat") {
        latencies.push(Date.now() - (payload.payload as { sentAt: number }).sentAt);
      }
    });
  });
}

const started = Date.now();
// Joined in waves, as viewers arrive, so the join itself is not a thundering herd.
for (let index = 0; index < viewers; index += 50) {
  await Promise.all(
    Array.from({ length: Math.min(50, viewers - index) }, (_, offset) => connect(index + offset)),
  );
}
parentPort!.postMessage({
  kind: "joined",
  presenceSyncMs: Date.now() - started,
} satisfies ViewersMessage);
parentPort!.on("message", (command: string) => {
  if (command === "report") {
    parentPort!.postMessage({ kind: "latencies", latencies } satisfies ViewersMessage);
  } else if (command === "close") {
    for (const socket of sockets) socket.terminate();
    parentPort!.close();
  }
});
