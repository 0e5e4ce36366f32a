import type { PostgresError } from "../db/postgres-error.ts";

/**
 * The one error type of /functions/v1/payments, sent as `{ code, message, details, hint }` with its HTTP
 * status. Codes are the database's SQLSTATEs where it refused (22023 bad input, PT404 not found,
 * PT409 wrong state, 42501 not allowed), and `details` its refusal's code and values as JSON, so
 * the web app words them as it does its rpc calls' refusals.
 * `cause` is logged, never sent.
 */
export class PaymentError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 500 | 502 | 503;
  readonly code: string;
  readonly hint: string | null;
  readonly details: string | null;

  constructor(
    status: PaymentError["status"],
    code: string,
    message: string,
    hint: string | null = null,
    options: { cause?: unknown; details?: string | null } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.code = code;
    this.hint = hint;
    this.details = options.details ?? null;
  }

  toBody(): { code: string; message: string; details: string | null; hint: string | null } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

export const paymentErrors = {
  badInput: (message: string, hint: string | null = null) =>
    new PaymentError(400, "22023", message, hint),
  notSignedIn: (message = "Sign in to continue") =>
    new PaymentError(
      401,
      "PGRST301",
      message,
      "Send the user's access token as Authorization: Bearer.",
    ),
  notFound: (message: string, hint: string | null = null) =>
    new PaymentError(404, "PT404", message, hint),
  wrongState: (message: string, hint: string | null = null) =>
    new PaymentError(409, "PT409", message, hint),
  gatewayFailed: (message: string, cause: unknown) =>
    new PaymentError(502, "PT502", message, "Try again in a minute.", { cause }),
  internal: (cause: unknown) =>
    new PaymentError(500, "PT500", "Something went wrong on our side", "Try again in a minute.", {
      cause,
    }),
};

const STATUS_OF_CODE: Record<string, PaymentError["status"]> = {
  "22023": 400,
  "22P02": 400,
  "23514": 400,
  PT400: 400,
  PT404: 404,
  PT409: 409,
  "23505": 409,
  "42501": 403,
};

/** A refusal raised by a payments function, with its SQLSTATE, words, detail and hint kept. */
export function fromPostgresError(error: PostgresError, cause: unknown): PaymentError {
  const status = STATUS_OF_CODE[error.code];
  if (!status) return paymentErrors.internal(cause);
  return new PaymentError(status, error.code, error.message, error.hint, {
    cause,
    details: error.detail,
  });
}
