// `npm run bench:scale`: the market-size bench (issue 39, docs/performance.md "At market size").
// On PGlite and, with BENCH_DATABASE_URL, on a scratch PostgreSQL database: seeds the market once
// (seed.ts), grows the verified providers to each size, and times every page of requests.ts
// sequentially and at 10 and 50 connections, plus a weighted mix of them; prints a table per
// database with each row's growth from the first size to the last and the targets' verdicts.
// BENCH_SECONDS (default 1.5) per measurement; BENCH_SCALE_SIZES (default 10,1000,10000);
// BENCH_SCALE_DATABASES (default pglite,postgres) to run only one.
import { createHash } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { createScratchDatabase } from "../scratch-database.ts";
import { startBenchServer } from "./bench-server.ts";
import { type CapturedPage, capturePages, countPageRows, loadPage } from "./capture-pages.ts";
import { formatMs, formatRate } from "./figures.ts";
import { measureWorkload, pickByWeight } from "./measure.ts";
import { type BenchIds, BUSY_SLOTS, IDLE_SLOTS, PAGES } from "./requests.ts";
import {
  formatMixKept,
  formatScaleTable,
  formatSlotsRatio,
  type WorkloadResult,
} from "./scale-table.ts";
import {
  BUSY_PROVIDER,
  IDLE_PROVIDER,
  seedMarket,
  seedProviders,
  type SeedTimings,
} from "./seed.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1.5);
const SIZES = (process.env.BENCH_SCALE_SIZES ?? "10,1000,10000").split(",").map(Number);
const DATABASES = (process.env.BENCH_SCALE_DATABASES ?? "pglite,postgres").split(",");
const TYPICAL_PROVIDER = 3;
const MIX = "realistic mix (weighted pages)";

if (SIZES.some((size, index) => !(size >= TYPICAL_PROVIDER) || size <= (SIZES[index - 1] ?? 0))) {
  throw new Error(`BENCH_SCALE_SIZES must rise and start at ${TYPICAL_PROVIDER} or more`);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const elapsed = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const progress = (line: string) => process.stderr.write(`${line}\n`);

const formatTimings = (timings: SeedTimings) =>
  Object.entries(timings)
    .map(([table, ms]) => `${table} ${(ms / 1000).toFixed(1)} s`)
    .join(", ");

/** PostgreSQL's md5(text)::uuid, so the requests name the rows seed.ts wrote. */
function md5Uuid(text: string): string {
  const hex = createHash("md5").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<string> {
  const started = performance.now();
  const server = await startBenchServer(databaseUrl);
  try {
    const devotee = await server.signUp(`bench-devotee-${Date.now()}@example.com`);
    const pujari = await server.signUp(`bench-pujari-${Date.now()}@example.com`);
    const accounts = { devoteeUserId: devotee.userId, pujariUserId: pujari.userId };
    progress(`${label}: migrated and started in ${elapsed(started)}`);
    let step = performance.now();
    const marketTimings = await seedMarket(server.db, accounts);
    progress(
      `${label}: seeded devotees, temples, bookings and notifications in ${elapsed(step)} (${formatTimings(marketTimings)})`,
    );
    const ids: BenchIds = {
      devoteeUserId: devotee.userId,
      providerId: md5Uuid(`bench-provider-${TYPICAL_PROVIDER}`),
      providerSlug: `bench-provider-${TYPICAL_PROVIDER}`,
      busyProviderId: md5Uuid(`bench-provider-${BUSY_PROVIDER}`),
      idleProviderId: md5Uuid(`bench-provider-${IDLE_PROVIDER}`),
      templeId: md5Uuid("bench-temple-1"),
      templeSlug: "bench-temple-1",
    };
    const pages = await capturePages(
      PAGES,
      server.base,
      {
        anonKey: server.anonKey,
        accessTokens: { devotee: devotee.accessToken, pujari: pujari.accessToken },
      },
      ids,
    );
    const mixPage = pickByWeight<CapturedPage>(
      pages.map((page) => ({ item: page, weight: page.spec.mixWeight })),
    );
    const workloads = [
      ...pages.map((page) => ({ name: page.spec.name, run: () => loadPage(page) })),
      { name: MIX, run: () => loadPage(mixPage()) },
    ];
    const results: WorkloadResult[] = workloads.map(({ name }) => ({ name, bySize: [] }));
    const options = {
      seconds: SECONDS,
      parallelism: databaseUrl ? availableParallelism() : 1,
      drainBudgetMs: Math.max(3000, 2000 * SECONDS),
    };
    let seeded = 0;
    for (const size of SIZES) {
      step = performance.now();
      const providerTimings = await seedProviders(server.db, accounts, seeded, size);
      seeded = size;
      progress(
        `${label}: ${size.toLocaleString("en-US")} providers seeded in ${elapsed(step)} (${formatTimings(providerTimings)})`,
      );
      const rows = await Promise.all(
        pages.map(async (page) => `${page.spec.name} ${await countPageRows(page)}`),
      );
      progress(`  rows read: ${rows.join("; ")}`);
      step = performance.now();
      for (const [index, workload] of workloads.entries()) {
        const figures = await measureWorkload(workload.run, options);
        results[index]!.bySize.push(figures);
        progress(
          `  ${workload.name}: median ${formatMs(figures.medianMs)} ms, p90 ${formatMs(figures.p90Ms)} ms, ${formatRate(figures.at10)} req/s at 10, ${formatRate(figures.at50)} at 50`,
        );
      }
      progress(`${label}: measured at ${size.toLocaleString("en-US")} in ${elapsed(step)}`);
    }
    const byName = (name: string) => results.find((result) => result.name === name)!;
    return [
      formatScaleTable(`${label} (load average ${load()})`, SIZES, results),
      formatSlotsRatio(SIZES, byName(BUSY_SLOTS), byName(IDLE_SLOTS)),
      formatMixKept(byName(MIX)),
      `${label}: ${elapsed(started)} in all`,
    ].join("\n");
  } finally {
    await server.close();
  }
}

const started = performance.now();
console.log(
  `Market-size bench: ${SECONDS} s per measurement; providers ${SIZES.join(", ")}; ${availableParallelism()} cores; load average ${load()}\n`,
);
if (DATABASES.includes("pglite")) console.log(`${await benchDatabase("PGlite", undefined)}\n`);
if (DATABASES.includes("postgres") && process.env.BENCH_DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    console.log(`${await benchDatabase("PostgreSQL", scratch.url)}\n`);
  } finally {
    await scratch.drop();
  }
}
console.log(`Whole run: ${elapsed(started)}; load average ${load()}`);
