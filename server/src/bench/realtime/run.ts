// `npm run bench:realtime -w server`: one live stream with BENCH_VIEWERS (default 1,000) viewers
// on one machine. Each joins the stream's channel and tracks presence; then chat messages are sent
// from SQL (realtime.send, the path a chat message's trigger takes) at BENCH_CHAT_RATE per second
// for BENCH_SECONDS. Prints deliveries per second, delivery latency (p50, p99, max) and the
// server's memory per socket, then what capturing changes costs a write (capture-cost.ts). PGlite,
// or PostgreSQL with BENCH_DATABASE_URL.
import { loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import { openBenchDatabase, serveBenchApp } from "../bench-app.ts";
import { measureCaptureCost } from "./capture-cost.ts";
import type { ViewersInput, ViewersMessage } from "./viewers.ts";

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 1000);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOPIC = "live:bench";

const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL);
const app = await serveBenchApp(database.db, database.config);
const socketUrl = `${app.base.replace(/^http/, "ws")}/realtime/v1/websocket?apikey=${app.keys.anonKey}&vsn=2.0.0`;

global.gc?.();
const before = process.memoryUsage();
const worker = new Worker(new URL("./viewers.ts", import.meta.url), {
  workerData: {
    url: socketUrl,
    topic: `realtime:${TOPIC}`,
    viewers: VIEWERS,
  } satisfies ViewersInput,
});
const next = () => new Promise<ViewersMessage>((resolve) => worker.once("message", resolve));
const joined = await next();
if (joined.kind !== "joined") throw new Error("viewers did not join");
global.gc?.();
const after = process.memoryUsage();
const loadBefore = loadavg()[0]!;

const total = RATE * SECONDS;
const sendStarted = Date.now();
for (let sent = 0; sent < total; sent++) {
  const due = sendStarted + (sent * 1000) / RATE;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
  await database.db.query("select realtime.send($1::jsonb, 'chat', $2, false)", [
    JSON.stringify({ sentAt: Date.now(), body: "जय श्री राम", author: "Bench" }),
    TOPIC,
  ]);
}
// Let the last message arrive everywhere.
await new Promise((resolve) => setTimeout(resolve, 2000));
worker.postMessage("report");
const report = await next();
if (report.kind !== "latencies") throw new Error("no latencies");
const elapsed = (Date.now() - sendStarted) / 1000;
const latencies = report.latencies.sort((a, b) => a - b);
const at = (q: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;

const rows = [
  ["database", database.db.driver],
  ["viewers (sockets, each tracking presence)", String(VIEWERS)],
  [
    "joining all viewers (join and track answered)",
    `${(joined.presenceSyncMs / 1000).toFixed(1)} s`,
  ],
  ["chat messages sent", `${total} (${RATE}/s for ${SECONDS} s)`],
  ["deliveries expected / received", `${total * VIEWERS} / ${latencies.length}`],
  ["deliveries per second", (latencies.length / elapsed).toFixed(0)],
  ["delivery latency p50 / p99 / max", `${at(0.5)} / ${at(0.99)} / ${latencies.at(-1)} ms`],
  [
    "server heap per socket",
    `${((after.heapUsed - before.heapUsed) / VIEWERS / 1024).toFixed(1)} KiB`,
  ],
  [
    "load average (1 min) before sending / after",
    `${loadBefore.toFixed(2)} / ${loadavg()[0]!.toFixed(2)}`,
  ],
];
const width = Math.max(...rows.map(([label]) => label!.length));
process.stdout.write(
  `\nRealtime: one stream, chat to every viewer\n${rows.map(([label, value]) => `  ${label!.padEnd(width)}  ${value}`).join("\n")}\n`,
);

worker.postMessage("close");
const capture = await measureCaptureCost(database.db, () => app.realtime.syncCaptureTriggers());
process.stdout.write(
  `\nA write into a published table (capture trigger: feed row and NOTIFY)\n` +
    `  outside the publication  ${capture.plainMsPerWrite.toFixed(3)} ms per insert\n` +
    `  inside it                ${capture.capturedMsPerWrite.toFixed(3)} ms per insert (x${(capture.capturedMsPerWrite / capture.plainMsPerWrite).toFixed(2)})\n`,
);
await app.realtime.close();
app.server.close();
await database.close();
process.exit(latencies.length === total * VIEWERS ? 0 : 1);
