/** The fields of a Postgres error report, as both drivers expose them. */
export interface PostgresError {
  code: string;
  message: string;
  detail: string | null;
  hint: string | null;
}

/** Returns the Postgres error report carried by `error`, or undefined for any other failure. */
export function readPostgresError(error: unknown): PostgresError | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { code, message, detail, hint } = error as Record<string, unknown>;
  if (typeof code !== "string" || !/^[0-9A-Z]{5}$/.test(code)) return undefined;
  return {
    code,
    message: typeof message === "string" ? message : "",
    detail: typeof detail === "string" ? detail : null,
    hint: typeof hint === "string" ? hint : null,
  };
}
