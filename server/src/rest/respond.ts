import type { Context } from "hono";
import type { Queryable } from "../db/database.ts";
import type { AppEnv } from "../http/app-env.ts";
import type { Preferences } from "./query/query-types.ts";
import { RestError, singularityError } from "./rest-errors.ts";
import type { ResultRow } from "./sql/compile-read.ts";

const JSON_TYPE = "application/json; charset=utf-8";
const SINGULAR_TYPE = "application/vnd.pgrst.object+json; charset=utf-8";
const STRIPPED_TYPE = "application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8";
const STRIPPED_SINGULAR_TYPE = "application/vnd.pgrst.object+json; nulls=stripped; charset=utf-8";

/**
 * The answer without its null fields, at any depth (`nulls=stripped`), by PostgreSQL's own
 * json_strip_nulls as PostgREST does, so numbers keep every digit.
 */
export async function stripNullFields(db: Queryable, body: string | null): Promise<string | null> {
  if (body === null) return null;
  const { rows } = await db.query<{ body: string }>(
    "select json_strip_nulls($1::json)::text as body",
    [body],
  );
  return rows[0]!.body;
}

/** `Content-Range: first-last/total` as PostgREST writes it (`*` for an empty page or no count). */
export function formatContentRange(offset: number, rows: number, total: number | null): string {
  const last = offset + rows - 1;
  const range = total !== 0 && offset <= last ? `${offset}-${last}` : "*";
  return `${range}/${total ?? "*"}`;
}

/** 200, 206 for a partial page, PGRST103/416 for an offset past the end (RangeQuery.hs). */
export function statusForRange(offset: number, rows: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  return rows < total ? 206 : 200;
}

/** The body for the negotiated media type; a singular request must match exactly one row. */
export function pickBody(row: ResultRow, isSingular: boolean): string {
  if (!isSingular) return row.body ?? "[]";
  if (row.page_count !== 1) throw singularityError(row.page_count);
  return row.single ?? "null";
}

/** `Prefer: handling=strict, max-affected=n`: PGRST124 (and a rollback) past n rows. */
export function checkMaxAffected({ prefs }: { prefs: Preferences }, affected: number): void {
  const { handling, maxAffected } = prefs;
  if (handling !== "strict" || maxAffected === undefined || affected <= maxAffected) return;
  throw new RestError(
    400,
    "PGRST124",
    "Query result exceeds max-affected preference constraint",
    `The query affects ${affected} rows`,
  );
}

/**
 * Writes a response with PostgREST's headers, without null fields when the request asked for
 * that; HEAD and minimal answers have no body.
 */
export async function sendResult(
  c: Context<AppEnv>,
  db: Queryable,
  request: { prefs: Preferences; isSingular: boolean; stripNulls: boolean },
  status: number,
  body: string | null,
  where: { contentRange?: string; location?: string } = {},
): Promise<Response> {
  const type = request.stripNulls
    ? request.isSingular
      ? STRIPPED_SINGULAR_TYPE
      : STRIPPED_TYPE
    : request.isSingular
      ? SINGULAR_TYPE
      : JSON_TYPE;
  const headers: Record<string, string> = { "Content-Type": type };
  if (where.contentRange) headers["Content-Range"] = where.contentRange;
  if (where.location) headers.Location = where.location;
  if (request.prefs.applied.length > 0) {
    headers["Preference-Applied"] = request.prefs.applied.join(", ");
  }
  const sent = request.stripNulls ? await stripNullFields(db, body) : body;
  const isEmpty = sent === null || c.req.method === "HEAD";
  return new Response(isEmpty ? null : sent, { status, headers });
}
