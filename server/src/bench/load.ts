import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { countThreadCpu, type ThreadCpu } from "./thread-cpu.ts";

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  /**
   * CPU time of this whole process (every thread: the server, its database thread, autocannon)
   * per request: unlike req/s it barely moves when other work shares the machine's cores.
   */
  cpuMsPerRequest: number;
  /** The same CPU by thread (off Linux, undefined). */
  threadCpuMsPerRequest?: ThreadCpu;
}

export interface LoadOptions {
  url: string;
  seconds: number;
  connections: number;
  requests?: autocannon.Request[];
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Starts counting this process's CPU; the returned function gives what was spent since per call
 * (of `count` calls), in all and by thread.
 */
export function countCpu(): (count: number) => { ms: number; byThread?: ThreadCpu } {
  const before = process.cpuUsage();
  const threadCpu = countThreadCpu();
  return (count) => {
    const spent = process.cpuUsage(before);
    const calls = Math.max(1, count);
    return { ms: (spent.user + spent.system) / 1000 / calls, byThread: threadCpu(calls) };
  };
}

/**
 * Load run first and not counted. A fresh process compiles as it goes (V8's JIT, PGlite's
 * WebAssembly): without it the first endpoint measured would read a cold server beside a warm
 * floor.
 */
const WARM_UP_SECONDS = 1;

/**
 * Drives one URL with autocannon on loopback for a fixed time, after a second of warm-up;
 * non-2xx replies count as errors.
 */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const load = {
    url: options.url,
    connections: options.connections,
    // autocannon treats a present-but-undefined option as set, so pass only what is given.
    ...(options.method && { method: options.method }),
    ...(options.headers && { headers: options.headers }),
    ...(options.body && { body: options.body }),
    ...(options.requests && { requests: options.requests }),
  };
  await autocannon({ ...load, duration: WARM_UP_SECONDS });
  const cpu = countCpu();
  const result = await autocannon({ ...load, duration: options.seconds });
  const spent = cpu(result.requests.total);
  return {
    cpuMsPerRequest: spent.ms,
    threadCpuMsPerRequest: spent.byThread,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** Listens on an ephemeral loopback port; resolves the server and its base URL. */
export function listenOnLoopback(
  listener: RequestListener,
): Promise<{ server: Server; url: string }> {
  const server = createServer(listener);
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

/**
 * Drives a bare loopback server answering each request with what `work` resolves; a request
 * whose work fails answers 500, and any failure stops the measurement, with the first as cause.
 */
export async function measureBareServer(
  work: () => Promise<string>,
  options: Pick<LoadOptions, "seconds" | "connections">,
): Promise<LoadResult> {
  let firstError: unknown;
  const bare = await listenOnLoopback((_request, response) => {
    work().then(
      (body) => response.end(body),
      (error: unknown) => {
        firstError ??= error;
        response.writeHead(500).end();
      },
    );
  });
  const result = await measureLoad({ url: bare.url, ...options });
  bare.server.close();
  if (result.errors > 0) {
    throw new Error(`${result.errors} of the bare server's requests failed`, { cause: firstError });
  }
  return result;
}
