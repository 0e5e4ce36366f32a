// How the scale bench times one workload at one size: page loads one after another (median and
// p90), then as many as fit in the time from 10 and from 50 concurrent loops. A load too slow to
// drain in time is not run (on PGlite one slow statement queues every later request, and 50 of a
// 2-second page would hold the next measurement for minutes): its rate is bounded by the
// database's parallelism over the sequential mean.
import { percentile, type Rate, type SizeFigures } from "./figures.ts";

export interface MeasureOptions {
  /** Time for each of the three measurements. */
  seconds: number;
  /** Pages the database can run at once (PGlite 1, PostgreSQL its cores). */
  parallelism: number;
  /** Longest a load may take to finish the requests still queued when its time is up. */
  drainBudgetMs: number;
}

const MIN_SEQUENTIAL_RUNS = 3;

/** Runs `work` one at a time for `seconds` (at least three times): each run's milliseconds. */
async function timeSequentially(work: () => Promise<void>, seconds: number): Promise<number[]> {
  const timings: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (timings.length < MIN_SEQUENTIAL_RUNS || performance.now() < deadline) {
    const started = performance.now();
    await work();
    timings.push(performance.now() - started);
  }
  return timings;
}

/**
 * Runs `work` from `connections` loops, each starting runs for `seconds` and then finishing the
 * one it has started: the runs per second over the whole time, so a queue still draining at the
 * deadline counts for what it delivered instead of reading as zero.
 */
async function countRate(
  work: () => Promise<void>,
  connections: number,
  seconds: number,
): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let finished = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      await work();
      finished += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return (finished * 1000) / (performance.now() - started);
}

/** One workload's figures: sequential median and p90, rate at 10 and 50 connections. */
export async function measureWorkload(
  work: () => Promise<void>,
  options: MeasureOptions,
): Promise<SizeFigures> {
  await work(); // warm: the first call fills caches (the REST schema, prepared statements).
  const timings = await timeSequentially(work, options.seconds);
  const medianMs = percentile(timings, 0.5);
  const meanMs = timings.reduce((sum, value) => sum + value, 0) / timings.length;
  const rateAt = async (connections: number): Promise<Rate> => {
    const drainMs = (meanMs * connections) / options.parallelism;
    if (drainMs > options.drainBudgetMs) {
      return { kind: "skipped", atMost: (options.parallelism * 1000) / meanMs };
    }
    return { kind: "measured", perSecond: await countRate(work, connections, options.seconds) };
  };
  const at10 = await rateAt(10);
  const at50 = await rateAt(50);
  return { medianMs, p90Ms: percentile(timings, 0.9), at10, at50 };
}

/** A weighted random choice among `choices`, from a seeded generator so runs compare. */
export function pickByWeight<T>(
  choices: readonly { item: T; weight: number }[],
  seed = 1,
): () => T {
  const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
  let state = seed;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    let point = (((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * total;
    for (const choice of choices) {
      point -= choice.weight;
      if (point < 0) return choice.item;
    }
    return choices[choices.length - 1]!.item;
  };
}
