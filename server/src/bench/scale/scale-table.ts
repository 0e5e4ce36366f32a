// The scale bench's printout for one database: a row per workload with its figures at each size
// side by side ("a / b / c"), the growth from the first size to the last, and the targets' verdict;
// then the two comparisons that are not growth (busy against idle slots, the mix's rate kept).
import {
  formatMs,
  formatRate,
  formatRatio,
  growth,
  judgeRow,
  rateValue,
  type SizeFigures,
  TARGETS,
} from "./figures.ts";

export interface WorkloadResult {
  name: string;
  /** Figures per size, in the order of `sizes`. */
  bySize: SizeFigures[];
}

function renderColumns(header: readonly string[], lines: readonly string[][]): string[] {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...lines.map((line) => line[column]!.length)),
  );
  const render = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === cells.length - 1
          ? cell.padEnd(widths[column]!)
          : cell.padStart(widths[column]!),
      )
      .join("  ")
      .trimEnd();
  return [render(header), ...lines.map(render)];
}

const sizeLabel = (sizes: readonly number[]) =>
  sizes.map((size) => size.toLocaleString("en-US")).join(" / ");

/** The table of every workload, with each row's growth and verdict. */
export function formatScaleTable(
  title: string,
  sizes: readonly number[],
  results: readonly WorkloadResult[],
): string {
  const header = [
    "read",
    `median ms (${sizeLabel(sizes)} providers)`,
    "growth",
    "p90 ms",
    "req/s at 10",
    "kept",
    "req/s at 50",
    "kept",
    "targets (median ≤×2, req/s at 10 kept ≥0.5)",
  ];
  const lines = results.map(({ name, bySize }) => {
    const first = bySize[0]!;
    const last = bySize[bySize.length - 1]!;
    const verdict = judgeRow(first, last);
    return [
      name,
      bySize.map((figures) => formatMs(figures.medianMs)).join(" / "),
      `×${formatRatio(growth(first.medianMs, last.medianMs))}`,
      bySize.map((figures) => formatMs(figures.p90Ms)).join(" / "),
      bySize.map((figures) => formatRate(figures.at10)).join(" / "),
      formatRatio(growth(rateValue(first.at10), rateValue(last.at10))),
      bySize.map((figures) => formatRate(figures.at50)).join(" / "),
      formatRatio(growth(rateValue(first.at50), rateValue(last.at50))),
      verdict.isPass ? "pass" : `FAIL: ${verdict.reasons.join("; ")}`,
    ];
  });
  return [title, ...renderColumns(header, lines)].join("\n");
}

/** available_slots for the busy pujari against the idle one, at each size. */
export function formatSlotsRatio(
  sizes: readonly number[],
  busy: WorkloadResult,
  idle: WorkloadResult,
): string {
  const ratios = sizes.map((_, index) =>
    growth(idle.bySize[index]!.medianMs, busy.bySize[index]!.medianMs),
  );
  const last = ratios[ratios.length - 1]!;
  const verdict = last <= TARGETS.maxBusySlotsRatio ? "pass" : "FAIL";
  return `available_slots, 10,000 bookings against none (median): ${ratios.map((ratio) => `×${formatRatio(ratio)}`).join(" / ")} at ${sizeLabel(sizes)} providers; target ≤×${TARGETS.maxBusySlotsRatio}: ${verdict}`;
}

/** The realistic mix's rate at 10 connections at the largest size against the smallest. */
export function formatMixKept(mix: WorkloadResult): string {
  const first = mix.bySize[0]!;
  const last = mix.bySize[mix.bySize.length - 1]!;
  const kept = growth(rateValue(first.at10), rateValue(last.at10));
  const verdict = kept >= TARGETS.minMixKept ? "pass" : "FAIL";
  return `realistic mix at 10 connections: ${formatRatio(kept)} of its rate at the smallest size; target ≥${TARGETS.minMixKept}: ${verdict}`;
}
