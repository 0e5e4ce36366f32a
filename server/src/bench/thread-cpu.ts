import { readdirSync, readFileSync } from "node:fs";

/** The threads of this process whose CPU the bench reports apart, by the name Node gives them. */
export const THREAD_KINDS = {
  http: "MainThread",
  database: "WorkerThread",
  threadPool: "libuv-worker",
  v8: "V8Worker",
} as const;

export type ThreadKind = keyof typeof THREAD_KINDS | "other";

export type ThreadCpu = Record<ThreadKind, number>;

// Linux counts a thread's CPU in clock ticks of 1/100 s (USER_HZ on every architecture Node runs on).
const MS_PER_TICK = 10;

/**
 * Each thread's CPU time so far in ms, by thread id, from /proc/self/task (Linux); undefined where
 * that is not readable.
 */
function readThreads(): Map<string, { kind: ThreadKind; ms: number }> | undefined {
  let ids: string[];
  try {
    ids = readdirSync("/proc/self/task");
  } catch {
    return undefined;
  }
  const threads = new Map<string, { kind: ThreadKind; ms: number }>();
  for (const id of ids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${id}/stat`, "utf8");
    } catch {
      continue; // The thread ended meanwhile.
    }
    // "pid (name) state ..." with utime and stime the 12th and 13th fields after the name.
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const kind = (Object.keys(THREAD_KINDS) as (keyof typeof THREAD_KINDS)[]).find(
      (key) => THREAD_KINDS[key] === name,
    );
    const ms = (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    threads.set(id, { kind: kind ?? "other", ms });
  }
  return threads;
}

/**
 * Starts counting this process's CPU by kind of thread; the returned function gives the CPU spent
 * since, per `count` (e.g. per request), or undefined off Linux.
 */
export function countThreadCpu(): (count: number) => ThreadCpu | undefined {
  const before = readThreads();
  return (count) => {
    const after = readThreads();
    if (!before || !after) return undefined;
    const spent: ThreadCpu = { http: 0, database: 0, threadPool: 0, v8: 0, other: 0 };
    for (const [id, { kind, ms }] of after) {
      spent[kind] += (ms - (before.get(id)?.ms ?? 0)) / Math.max(1, count);
    }
    return spent;
  };
}
