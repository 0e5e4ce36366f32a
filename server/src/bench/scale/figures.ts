// The arithmetic of the market-size bench, kept pure so it is tested apart from any database:
// percentiles of the sequential timings, each row's growth from the smallest to the largest size,
// and the targets (docs/performance.md, "At market size") judged from them.

/** The value below which `fraction` of `values` lie (nearest rank); NaN for no values. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** A throughput at some number of connections: measured, or too slow to measure in the time. */
export type Rate =
  | { kind: "measured"; perSecond: number }
  /**
   * Not run: the requests already queued at the end would take longer to finish than the
   * measurement. `atMost` bounds it from the sequential mean (the database's parallelism over
   * one page's time), which is what the targets are judged on.
   */
  | { kind: "skipped"; atMost: number };

/** The rate a target is judged on: the measured one, or the bound of one not measured. */
export function rateValue(rate: Rate): number {
  return rate.kind === "measured" ? rate.perSecond : rate.atMost;
}

/** One workload's figures at one size. */
export interface SizeFigures {
  medianMs: number;
  p90Ms: number;
  at10: Rate;
  at50: Rate;
}

/** last / first, or NaN when either is missing or the first is zero. */
export function growth(first: number | undefined, last: number | undefined): number {
  if (first === undefined || last === undefined || first === 0) return Number.NaN;
  return last / first;
}

/** The targets: latency at most doubles, throughput at 10 connections keeps half. */
export const TARGETS = {
  maxMedianGrowth: 2,
  minRateKept: 0.5,
  /** available_slots for the pujari with 10,000 bookings against one with none. */
  maxBusySlotsRatio: 2,
  /** The realistic mix at the largest size against the smallest, at 10 connections. */
  minMixKept: 0.8,
} as const;

/** Pass or fail, with the reasons it fails. */
export interface Verdict {
  isPass: boolean;
  reasons: string[];
}

/** A row's verdict from its figures at the smallest and largest size. */
export function judgeRow(first: SizeFigures, last: SizeFigures): Verdict {
  const reasons: string[] = [];
  const medianGrowth = growth(first.medianMs, last.medianMs);
  if (!(medianGrowth <= TARGETS.maxMedianGrowth)) {
    reasons.push(`median ×${formatRatio(medianGrowth)} > ×${TARGETS.maxMedianGrowth}`);
  }
  const kept = growth(rateValue(first.at10), rateValue(last.at10));
  if (!(kept >= TARGETS.minRateKept)) {
    reasons.push(`req/s at 10 kept ${formatRatio(kept)} < ${TARGETS.minRateKept}`);
  }
  return { isPass: reasons.length === 0, reasons };
}

/** A ratio with two significant decimals below 10, whole numbers above. */
export function formatRatio(value: number): string {
  if (!Number.isFinite(value)) return "-";
  return value < 10 ? value.toFixed(2) : Math.round(value).toLocaleString("en-US");
}

/** Milliseconds as the table prints them: one decimal below 10, whole above, with separators. */
export function formatMs(value: number): string {
  if (!Number.isFinite(value)) return "-";
  return value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString("en-US");
}

/** A rate as the table prints it; a skipped one as its bound, "≤ n". */
export function formatRate(rate: Rate): string {
  const value = rateValue(rate);
  const text = value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString("en-US");
  return rate.kind === "measured" ? text : `≤${text}`;
}
