import type { Context } from "hono";
import { DatabaseUnavailableError } from "../db/connection-errors.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../http/database-unavailable.ts";
import type { Logger } from "../lib/logger.ts";

/**
 * The one error type of the auth service: HTTP status, Supabase error code, the message the
 * client sees, and an internal cause that is logged with the request id and never sent.
 */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly weakPasswordReasons: string[] | undefined;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    options: {
      cause?: unknown;
      weakPasswordReasons?: string[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.code = code;
    this.weakPasswordReasons = options.weakPasswordReasons;
    this.headers = options.headers ?? {};
  }
}

const UNEXPECTED_FAILURE_MESSAGE =
  "Unexpected failure, please check server logs for more information";

const API_VERSION_2024 = "2024-01-01";

/** True when the request asks for the 2024-01-01 error format (any date at or after it). */
function isApiVersion2024(headerValue: string | undefined): boolean {
  if (!headerValue || !/^\d{4}-\d{2}-\d{2}$/.test(headerValue)) return false;
  const date = Date.parse(`${headerValue}T00:00:00Z`);
  return !Number.isNaN(date) && date >= Date.parse(`${API_VERSION_2024}T00:00:00Z`);
}

/** Renders any thrown value as Supabase Auth does; unknown errors become unexpected_failure. */
export function renderAuthError(error: unknown, c: Context): Response {
  // An unreachable database is logged once per outage by the adapter, not on every request.
  const isOutage = error instanceof DatabaseUnavailableError;
  const known =
    error instanceof AuthError
      ? error
      : isOutage
        ? new AuthError(503, "unexpected_failure", DATABASE_UNAVAILABLE_MESSAGE)
        : new AuthError(500, "unexpected_failure", UNEXPECTED_FAILURE_MESSAGE, { cause: error });
  if (known.status >= 500 && !isOutage) {
    (c.get("logger") as Logger).error(
      { err: known.cause ?? known, code: known.code },
      "auth request failed",
    );
  }
  const isNewFormat = isApiVersion2024(c.req.header("x-supabase-api-version"));
  const headers: Record<string, string> = { ...known.headers, "x-sb-error-code": known.code };
  if (isNewFormat) headers["X-Supabase-Api-Version"] = API_VERSION_2024;
  const weak = known.weakPasswordReasons
    ? { weak_password: { reasons: known.weakPasswordReasons } }
    : {};
  const body = isNewFormat
    ? { code: known.code, message: known.message, ...weak }
    : {
        code: known.status,
        error_code: known.code,
        msg: known.message,
        ...(known.status >= 500 ? { error_id: c.get("requestId") as string } : {}),
        ...weak,
      };
  return new Response(JSON.stringify(body), {
    status: known.status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

export function validationFailed(message: string, status = 400): AuthError {
  return new AuthError(status, "validation_failed", message);
}

/** 422 email_exists or phone_exists: another user already holds the e-mail address or phone. */
export function alreadyRegistered(address: "email" | "phone"): AuthError {
  return address === "email"
    ? new AuthError(
        422,
        "email_exists",
        "A user with this email address has already been registered",
      )
    : new AuthError(
        422,
        "phone_exists",
        "A user with this phone number has already been registered",
      );
}

/** 429 over_request_rate_limit; `retryAfter` (seconds) tells the client when to try again. */
export function tooManyRequests(retryAfter?: number): AuthError {
  return new AuthError(429, "over_request_rate_limit", "Request rate limit reached", {
    headers: retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) },
  });
}
