import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import type { Database, Queryable, QueryResult } from "./database.ts";
import type { Schema } from "./migrator.ts";
import type {
  TransactionRequest,
  WorkerError,
  WorkerMessage,
  WorkerOptions,
  WorkerRequest,
} from "./pglite-worker-protocol.ts";

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;

/**
 * PGlite on a thread of its own (`pglite-worker.ts`), so the HTTP thread parses, routes, checks
 * tokens and writes JSON while Postgres runs: on two cores the two overlap. A transaction holds
 * the worker's session from `begin` to `end`, so it stays atomic and isolated; other work waits.
 * A new database is created, and given `schema`, by a process that then ends: initdb and a first
 * migration leave about 150 MiB behind in the process that ran them (freed, but kept by the C
 * allocator). Resolves the migration files that process applied.
 */
export async function openPgliteWorkerDatabase(
  options: WorkerOptions,
  schema?: Schema,
): Promise<{ db: Database; applied: string[] }> {
  const applied = existsSync(join(options.dataDir, "PG_VERSION"))
    ? []
    : await createDatabase(options.dataDir, schema);
  return { db: await startWorker(options), applied };
}

const createScript = fileURLToPath(new URL("./create-pglite-data-dir.ts", import.meta.url));

async function createDatabase(dataDir: string, schema?: Schema): Promise<string[]> {
  const args = [createScript, dataDir, ...(schema ? [JSON.stringify(schema)] : [])];
  try {
    const { stdout } = await promisify(execFile)(process.execPath, args);
    return JSON.parse(stdout) as string[];
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`creating the database in ${dataDir} failed${stderr ? `: ${stderr}` : ""}`, {
      cause: error,
    });
  }
}

async function startWorker(options: WorkerOptions): Promise<Database> {
  const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), {
    workerData: options,
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, ((payload: string) => void)[]>();
  let nextId = 1;
  let stopped: Error | undefined;
  const ready = Promise.withResolvers<void>();
  const exited = new Promise((resolve) => worker.once("exit", resolve));

  const stop = (error: Error) => {
    stopped ??= error;
    ready.reject(error);
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on("error", stop);
  worker.on("exit", (code) => stop(new Error(`the database thread ended (exit code ${code})`)));
  worker.on("message", (message: WorkerMessage) => {
    if (message.kind === "ready") return ready.resolve();
    if (message.kind === "notify") {
      for (const onPayload of listeners.get(message.channel) ?? []) onPayload(message.payload);
      return;
    }
    const call = pending.get(message.id);
    pending.delete(message.id);
    if ("error" in message) call?.reject(toError(message.error));
    else call?.resolve(message.value);
  });

  function send<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  await ready.promise;
  return {
    driver: "pglite",
    query: <Row>(sql: string, params?: readonly unknown[]) =>
      send<QueryResult<Row>>({ kind: "query", sql, params }),
    exec: (sql) => send({ kind: "exec", sql }),
    pipeline: (statements) => send({ kind: "pipeline", statements }),
    async transaction(fn) {
      // The transaction opens with its first request, in one message; the worker answers the
      // rest only once it is open, so they wait for that first answer. One that sends nothing
      // opens nothing.
      let opened: Promise<unknown> | undefined;
      let tx = 0;
      const call = <T>(request: TransactionRequest): Promise<T> => {
        if (!opened) {
          tx = nextId;
          opened = send({ kind: "begin", first: request });
          return opened as Promise<T>;
        }
        const next = () => send<T>({ ...request, tx });
        return opened.then(next, next);
      };
      const end = async (commit: boolean) => {
        if (!opened) return;
        await opened.catch(() => {});
        await send({ kind: "end", tx, commit });
      };
      const queryable: Queryable = {
        query: <Row>(sql: string, params?: readonly unknown[]) =>
          call<QueryResult<Row>>({ kind: "tx-query", sql, params }),
        exec: (sql) => call({ kind: "tx-exec", sql }),
        pipeline: (statements) => call({ kind: "tx-pipeline", statements }),
      };
      let isOpen = true;
      try {
        const value = await fn(queryable);
        isOpen = false;
        await end(true);
        return value;
      } catch (error) {
        // The error that ended the transaction is the one to report, not a failed rollback's
        // (or "transaction is closed" when it never opened).
        if (isOpen) await end(false).catch(() => {});
        throw error;
      }
    },
    async listen(channel, onPayload) {
      const current = listeners.get(channel);
      if (current) return void current.push(onPayload);
      listeners.set(channel, [onPayload]);
      await send({ kind: "listen", channel });
    },
    async close() {
      await send({ kind: "close" });
      await exited;
    },
  };
}

/** An Error carrying the Postgres fields, as the in-thread driver throws it. */
function toError({ message, ...fields }: WorkerError): Error {
  return Object.assign(new Error(message), fields);
}
