// The thread that owns PGlite: it opens the database and answers the HTTP thread's requests, one
// statement, pipeline or whole transaction at a time (PGlite is a single Postgres session).
import { setFlagsFromString } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import type { Queryable } from "./database.ts";
import { openPgliteDatabase } from "./pglite-database.ts";
import type {
  TransactionRequest,
  WorkerError,
  WorkerMessage,
  WorkerOptions,
  WorkerRequest,
} from "./pglite-worker-protocol.ts";

interface OpenTransaction {
  tx: Queryable;
  end(requestId: number, commit: boolean): void;
}

class Rollback extends Error {}

const port = parentPort!;
const options = workerData as WorkerOptions;
// V8 compiles PGlite's WebAssembly on as many threads as it has (four by default), and the C
// allocator keeps each one's freed compiler memory: one thread keeps 30 to 40 MiB fewer resident.
setFlagsFromString("--wasm-num-compilation-tasks=1");
const db = await openPgliteDatabase(options.dataDir);
const transactions = new Map<number, OpenTransaction>();

const post = (message: WorkerMessage) => port.postMessage(message);
const reply = (id: number, value?: unknown) => post({ kind: "reply", id, value });
const fail = (id: number, error: unknown) =>
  post({ kind: "reply", id, error: toWorkerError(error) });

function toWorkerError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...Object.fromEntries(Object.entries(error)), message: error.message };
}

/**
 * Opens a transaction that stays open, holding the session, until its `end` request, and
 * answers the begin request as its first request.
 */
function begin(id: number, first: TransactionRequest): void {
  let endRequest = id;
  let hasBegun = false;
  db.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        hasBegun = true;
        transactions.set(id, {
          tx,
          end(requestId, commit) {
            transactions.delete(id);
            endRequest = requestId;
            if (commit) resolve();
            else reject(new Rollback());
          },
        });
        answer({ ...first, id, tx: id }).then(
          (value) => reply(id, value),
          (error: unknown) => fail(id, error),
        );
      }),
  ).then(
    () => reply(endRequest),
    (error: unknown) => {
      if (error instanceof Rollback) reply(endRequest);
      else fail(hasBegun ? endRequest : id, error);
    },
  );
}

function openTransaction(tx: number): Queryable {
  const open = transactions.get(tx);
  if (!open) throw new Error("transaction is closed");
  return open.tx;
}

async function answer(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case "query":
      return db.query(request.sql, request.params);
    case "exec":
      return db.exec(request.sql);
    case "pipeline":
      return db.pipeline(request.statements);
    case "tx-query":
      return openTransaction(request.tx).query(request.sql, request.params);
    case "tx-exec":
      return openTransaction(request.tx).exec(request.sql);
    case "tx-pipeline":
      return openTransaction(request.tx).pipeline(request.statements);
    case "listen":
      return db.listen(request.channel, (payload) =>
        post({ kind: "notify", channel: request.channel, payload }),
      );
    case "close":
      return db.close();
    case "begin":
    case "end":
      throw new Error(`${request.kind} is answered by the transaction`);
  }
}

function serve(request: WorkerRequest): void {
  if (request.kind === "begin") return begin(request.id, request.first);
  if (request.kind === "end") {
    const open = transactions.get(request.tx);
    if (open) open.end(request.id, request.commit);
    else fail(request.id, new Error("transaction is closed"));
    return;
  }
  answer(request).then(
    (value) => {
      reply(request.id, value);
      // Nothing is left to answer: the thread ends and its WebAssembly memory goes with it.
      if (request.kind === "close") port.close();
    },
    (error: unknown) => fail(request.id, error),
  );
}

port.on("message", serve);
post({ kind: "ready" });
