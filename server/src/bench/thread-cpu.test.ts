import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { formatThreadCpu } from "./tables.ts";
import type { ThreadCpu } from "./thread-cpu.ts";

/**
 * The bench counts from a process's main thread, and Vitest runs this file in a worker thread: so
 * a child process does the counting. It keeps its main thread busy for 300 ms of CPU, however
 * busy the other cores are, then hashes four passwords on the thread pool.
 */
const CHILD = `
import { hash } from "@node-rs/argon2";
import { countThreadCpu } from ${JSON.stringify(new URL("./thread-cpu.ts", import.meta.url).href)};
const spent = countThreadCpu();
const start = process.threadCpuUsage();
const used = () => {
  const { user, system } = process.threadCpuUsage(start);
  return (user + system) / 1000;
};
while (used() < 300);
await Promise.all(["one", "two", "three", "four"].map((password) => hash(password)));
console.log(JSON.stringify(spent(1)));
`;

describe.runIf(process.platform === "linux")("countThreadCpu", () => {
  it("puts work on the main thread under http and argon2id's under the thread pool", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "--eval", CHILD],
      { cwd: import.meta.dirname },
    );
    const cpu = JSON.parse(stdout) as ThreadCpu;

    expect(cpu.http).toBeGreaterThanOrEqual(200);
    expect(cpu.threadPool).toBeGreaterThan(0);
    expect(cpu.database).toBe(0);
  });
});

describe("formatThreadCpu", () => {
  const product = {
    requestsPerSecond: 100,
    p99Ms: 50,
    errors: 0,
    cpuMsPerRequest: 16,
    threadCpuMsPerRequest: { http: 1.5, database: 2.5, threadPool: 12, v8: 0, other: 0 },
  };

  it("gives the ratio to the floor that the work beside argon2id allows", () => {
    const table = formatThreadCpu("PGlite: CPU by thread", [
      { endpoint: "sign-in", product, floorCpuMs: 12, floorThreadPoolMs: 11.5 },
      { endpoint: "GET /user", product: { ...product, cpuMsPerRequest: 0.6 } },
    ]);

    // 16 ms in all, 12 of them in the thread pool: 4 ms beside it, and 12 / (12 + 4) = 0.75.
    expect(table).toContain("sign-in: 4.00 ms beside the thread pool's 11.50 ms");
    expect(table).toContain("at most 0.75 of its floor");
    expect(table).not.toContain("GET /user: ");
  });

  it("says when the split was not measured", () => {
    const { threadCpuMsPerRequest: _, ...unsplit } = product;
    expect(formatThreadCpu("PGlite", [{ endpoint: "sign-in", product: unsplit }])).toBe(
      "PGlite: not measured (needs Linux's /proc)",
    );
  });
});
