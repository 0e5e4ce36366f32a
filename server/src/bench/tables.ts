import type { LoadResult } from "./load.ts";

/** One endpoint's figures: the product under load beside its floor. */
export interface BenchRow {
  endpoint: string;
  product: LoadResult;
  floor?: number;
  floorLabel?: string;
  floorCpuMs?: number;
  /** An argon2id floor's CPU per call in libuv's thread pool, where argon2id runs. */
  floorThreadPoolMs?: number;
}

/** Columns padded to their widest cell, the first left-aligned and the rest right-aligned. */
function renderTable(
  title: string,
  header: readonly string[],
  lines: readonly string[][],
): string[] {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...lines.map((line) => line[column]!.length)),
  );
  const render = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ");
  return [title, render(header), ...lines.map(render)];
}

/** req/s, p99 and CPU per request beside the floor and the hello-world ceiling, with the ratios. */
export function formatRates(title: string, rows: readonly BenchRow[], ceiling: number): string {
  const header = [
    "endpoint",
    "req/s",
    "p99 ms",
    "errors",
    "floor req/s",
    "of floor",
    "of ceiling",
    "cpu ms/req",
    "floor cpu ms",
  ];
  const lines = rows.map((row) => [
    row.endpoint,
    row.product.requestsPerSecond.toFixed(0),
    row.product.p99Ms.toFixed(1),
    String(row.product.errors),
    row.floor === undefined
      ? "-"
      : `${row.floor.toFixed(0)}${row.floorLabel ? ` (${row.floorLabel})` : ""}`,
    row.floor === undefined ? "-" : (row.product.requestsPerSecond / row.floor).toFixed(2),
    (row.product.requestsPerSecond / ceiling).toFixed(3),
    row.product.cpuMsPerRequest.toFixed(2),
    row.floorCpuMs === undefined ? "-" : row.floorCpuMs.toFixed(2),
  ]);
  return renderTable(title, header, lines).join("\n");
}

/**
 * Where each request's CPU went, by thread, and for the argon2id rows the ratio to their floor
 * that the rest of the work allows: with every core busy, a request costing the floor's CPU plus
 * `rest` ms runs at most floor / (floor + rest) as often as the floor alone.
 */
export function formatThreadCpu(title: string, rows: readonly BenchRow[]): string {
  const measured = rows.filter((row) => row.product.threadCpuMsPerRequest);
  if (measured.length === 0) return `${title}: not measured (needs Linux's /proc)`;
  const header = ["endpoint", "http", "database", "thread pool", "v8 helpers", "other"];
  const lines = measured.map(({ endpoint, product }) => {
    const cpu = product.threadCpuMsPerRequest!;
    return [endpoint, cpu.http, cpu.database, cpu.threadPool, cpu.v8, cpu.other].map((cell) =>
      typeof cell === "number" ? cell.toFixed(2) : cell,
    );
  });
  const bounds = measured.flatMap(({ endpoint, product, floorCpuMs, floorThreadPoolMs }) => {
    if (floorCpuMs === undefined || floorThreadPoolMs === undefined) return [];
    const rest = product.cpuMsPerRequest - product.threadCpuMsPerRequest!.threadPool;
    return [
      `${endpoint}: ${rest.toFixed(2)} ms beside the thread pool's ${floorThreadPoolMs.toFixed(2)} ms of argon2id, so at most ${(floorCpuMs / (floorCpuMs + rest)).toFixed(2)} of its floor`,
    ];
  });
  return [...renderTable(`${title}, ms per request`, header, lines), ...bounds].join("\n");
}
