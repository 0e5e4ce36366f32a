import type { Statement } from "./database.ts";

/** What the HTTP thread asks of the thread that owns PGlite; `id` pairs a request with its reply. */
export type WorkerRequest = { id: number } & (
  | { kind: "query"; sql: string; params?: readonly unknown[] }
  | { kind: "exec"; sql: string }
  | { kind: "pipeline"; statements: readonly Statement[] }
  /** Opens a transaction; later requests name it by this request's id. */
  | { kind: "begin" }
  | { kind: "tx-query"; tx: number; sql: string; params?: readonly unknown[] }
  | { kind: "tx-exec"; tx: number; sql: string }
  | { kind: "tx-pipeline"; tx: number; statements: readonly Statement[] }
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
