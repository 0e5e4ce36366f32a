import { hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { formatThreadCpu } from "./tables.ts";
import { countThreadCpu } from "./thread-cpu.ts";

/** Keeps this thread busy until it has used `ms` of CPU, however busy the other cores are. */
function spin(ms: number): void {
  const start = process.threadCpuUsage();
  const used = () => {
    const { user, system } = process.threadCpuUsage(start);
    return (user + system) / 1000;
  };
  while (used() < ms);
}

describe.runIf(process.platform === "linux")("countThreadCpu", () => {
  it("puts work on this thread under http and argon2id's under the thread pool", async () => {
    const spent = countThreadCpu();
    spin(300);
    await Promise.all(["one", "two", "three", "four"].map((password) => hash(password)));
    const cpu = spent(1)!;

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
