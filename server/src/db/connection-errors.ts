import { readPostgresError } from "./postgres-error.ts";

/**
 * PostgreSQL cannot be reached, or the connection a statement ran on was lost (a restart, a
 * terminated backend, a network fault). The PostgreSQL adapter throws it in place of the driver's
 * error; the HTTP layer answers 503 with Retry-After.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";
}

// SQLSTATE class 08 (connection exception); 57P01 admin_shutdown, 57P02 crash_shutdown,
// 57P03 cannot_connect_now (starting up, shutting down, in recovery).
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// node-postgres reports a lost socket, a connect timeout and a dead client with plain Errors.
const DRIVER_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;
// The two node-postgres refuses a statement with before writing it to the socket.
const UNSENT_MESSAGE =
  /^Client (has encountered a connection error|was closed) and is not queryable/;

/** True when `error` says the connection failed or was lost, not that a statement was refused. */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = readPostgresError(error)?.code ?? readErrorCode(error);
  if (code !== undefined && (CONNECTION_SQLSTATE.test(code) || NETWORK_CODES.has(code))) {
    return true;
  }
  return error instanceof Error && DRIVER_MESSAGE.test(error.message);
}

/** True when the driver refused a statement without sending it: running it again runs it once. */
export function isUnsentStatementError(error: unknown): boolean {
  return error instanceof Error && UNSENT_MESSAGE.test(error.message);
}

/** Why a connection attempt failed, in a few words (no credentials: the URL is never included). */
export function describeConnectFailure(error: unknown, timeoutSeconds: number): string {
  const code = readErrorCode(error);
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "host not found";
  const message = error instanceof Error ? error.message : String(error);
  if (/timeout/i.test(message)) return `no answer within ${timeoutSeconds} s`;
  return message;
}

function readErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}
