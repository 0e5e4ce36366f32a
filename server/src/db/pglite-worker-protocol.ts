import type { Statement } from "./database.ts";

/** A request inside a transaction, without the id of the transaction it belongs to. */
export type TransactionRequest =
  | { kind: "tx-query"; sql: string; params?: readonly unknown[] }
  | { kind: "tx-exec"; sql: string }
  | { kind: "tx-pipeline"; statements: readonly Statement[] };

/** What the HTTP thread asks of the thread that owns PGlite; `id` pairs a request with its reply. */
export type WorkerRequest = { id: number } & (
  | { kind: "query"; sql: string; params?: readonly unknown[] }
  | { kind: "exec"; sql: string }
  | { kind: "pipeline"; statements: readonly Statement[] }
  /**
   * Opens a transaction with its first request, and is answered as that request; later requests
   * name the transaction by this request's id.
   */
  | { kind: "begin"; first: TransactionRequest }
  | (TransactionRequest & { tx: number })
  | { kind: "end"; tx: number; commit: boolean }
  | { kind: "listen"; channel: string }
  | { kind: "close" }
);

/** A Postgres error's fields (code, detail, hint, constraint...) survive the thread boundary. */
export type WorkerError = { message: string } & Record<string, unknown>;

export type WorkerMessage =
  | { kind: "ready" }
  | { kind: "reply"; id: number; value: unknown }
  | { kind: "reply"; id: number; error: WorkerError }
  | { kind: "notify"; channel: string; payload: string };

export interface WorkerOptions {
  dataDir: string;
}
