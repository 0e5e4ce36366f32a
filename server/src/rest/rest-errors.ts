import type { PostgresError } from "../db/postgres-error.ts";

/**
 * The one error type of the data API: HTTP status and PostgREST's body (`code`, `message`,
 * `details`, `hint`). `cause` is logged with the request id, never sent.
 */
/** `details` is text, except PGRST201's list of candidate relationships. */
export type ErrorDetails = string | Record<string, string>[] | null;

export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetails;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: ErrorDetails = null,
    hint: string | null = null,
    options: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = options.headers ?? {};
  }

  /** The JSON body PostgREST sends. */
  toBody(): { code: string; details: ErrorDetails; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** PGRST100: a query parameter that does not parse; `what` is the parameter and its text. */
export function parseError(what: string, column: number, details: string): RestError {
  return new RestError(
    400,
    "PGRST100",
    `"failed to parse ${what}" (line 1, column ${column})`,
    details,
  );
}

/** PGRST301/PGRST303: the token was rejected; nothing runs. */
export function jwtError(code: "PGRST301" | "PGRST303", message: string): RestError {
  const description = message.replaceAll('"', "'");
  return new RestError(401, code, message, null, null, {
    headers: {
      "WWW-Authenticate": `Bearer error="invalid_token", error_description="${description}"`,
    },
  });
}

/** PGRST205: the table or view is not in the schema cache. */
export function tableNotFoundError(name: string): RestError {
  return new RestError(
    404,
    "PGRST205",
    `Could not find the table 'public.${name}' in the schema cache`,
  );
}

/** The error Postgres would raise for an unknown column (PostgREST passes it through). */
export function columnNotFoundError(table: string, column: string): RestError {
  return new RestError(400, "42703", `column ${table}.${column} does not exist`);
}

/** PGRST204: a column in a request body or `columns` that the table lacks. */
export function payloadColumnNotFoundError(table: string, column: string): RestError {
  return new RestError(
    400,
    "PGRST204",
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

/** PGRST102: the body is not the JSON PostgREST expects. */
export function invalidBodyError(message = "Empty or invalid json"): RestError {
  return new RestError(400, "PGRST102", message);
}

/** PGRST116: a singular response was asked for and the result has another number of rows. */
export function singularityError(rowCount: number): RestError {
  return new RestError(
    406,
    "PGRST116",
    "Cannot coerce the result to a single JSON object",
    `The result contains ${rowCount} rows`,
  );
}

/** PostgREST's HTTP status for a Postgres SQLSTATE (Error.hs `pgErrorStatus`). */
export function statusForSqlState(code: string, isAnon: boolean, message: string): number {
  if (code === "42501") return isAnon ? 401 : 403;
  if (code === "23505" || code === "23503") return 409;
  if (code === "42P01" || code === "42883") return 404;
  if (code === "25006") return 405;
  if (code === "21000") return message.includes("requires a WHERE clause") ? 400 : 500;
  if (code === "53400" || code.startsWith("09")) return 500;
  if (code === "22023") return /^role .* does not exist$/.test(message) ? 401 : 400;
  if (code.startsWith("08") || code.startsWith("53") || code === "57P01") return 503;
  if (code.startsWith("0L") || code.startsWith("0P") || code.startsWith("28")) return 403;
  if (code === "P0001") return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  // A view that is not automatically updatable refuses writes whoever asks (PostgREST: 500). It
  // is the client's method that is wrong, not the server, so 405 as for a read-only transaction.
  if (code === "55000" && /^cannot (insert into|update|delete from) view /.test(message))
    return 405;
  const internal = [
    "25",
    "2D",
    "38",
    "39",
    "3B",
    "40",
    "54",
    "55",
    "57",
    "58",
    "F0",
    "HV",
    "P0",
    "XX",
  ];
  if (code === "42P17" || internal.some((prefix) => code.startsWith(prefix))) return 500;
  return 400;
}

/** A Postgres error as PostgREST renders it: SQLSTATE, message, detail and hint passed through. */
export function fromPostgresError(error: PostgresError, isAnon: boolean): RestError {
  const status = statusForSqlState(error.code, isAnon, error.message);
  const headers: Record<string, string> = status === 401 ? { "WWW-Authenticate": "Bearer" } : {};
  return new RestError(status, error.code, error.message, error.detail, error.hint, {
    cause: error,
    headers,
  });
}
