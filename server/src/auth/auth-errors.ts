import type { Context } from "hono";
import type { Logger } from "../lib/logger.ts";

/**
 * The one error type of the auth service: HTTP status, Supabase error code, the message the
 * client sees, and an internal cause that is logged with the request id and never sent.
 */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly weakPasswordReasons: string[] | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { cause?: unknown; weakPasswordReasons?: string[] } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.code = code;
    this.weakPasswordReasons = options.weakPasswordReasons;
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
  const known =
    error instanceof AuthError
      ? error
      : new AuthError(500, "unexpected_failure", UNEXPECTED_FAILURE_MESSAGE, { cause: error });
  if (known.status >= 500) {
    (c.get("logger") as Logger).error(
      { err: known.cause ?? known, code: known.code },
      "auth request failed",
    );
  }
  const isNewFormat = isApiVersion2024(c.req.header("x-supabase-api-version"));
  const headers: Record<string, string> = { "x-sb-error-code": known.code };
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
