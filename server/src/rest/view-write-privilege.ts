import type { Queryable } from "../db/database.ts";
import type { RequestRole } from "../db/transaction-as-role.ts";
import { fromPostgresError } from "./rest-errors.ts";
import type { TableInfo } from "./schema-cache.ts";
import { qualifiedTableName } from "./sql/relation.ts";

const PRIVILEGE_BY_METHOD: Record<string, string> = {
  POST: "INSERT",
  PATCH: "UPDATE",
  DELETE: "DELETE",
};

/**
 * Refuses a write to a view the request's role holds no grant for, with the 42501 Postgres gives
 * for an updatable view (401 for anon, 403 otherwise). Postgres's rewriter rejects a write to a
 * view that is not automatically updatable (GROUP BY, aggregates…) with 55000 before it checks
 * privileges, which PostgREST answers with 500: an anonymous caller could raise 5xx alerts at
 * will. Run inside the request's transaction, after the role is set.
 */
export async function requireViewWritePrivilege(
  tx: Queryable,
  view: TableInfo,
  method: string,
  as: RequestRole,
): Promise<void> {
  const privilege = PRIVILEGE_BY_METHOD[method] ?? "INSERT";
  const { rows } = await tx.query<{ allowed: boolean }>(
    "select has_table_privilege($1, $2) as allowed",
    [qualifiedTableName(view), privilege],
  );
  if (rows[0]?.allowed) return;
  throw fromPostgresError(
    {
      code: "42501",
      message: `permission denied for view ${view.name}`,
      detail: null,
      hint: null,
    },
    as.role === "anon",
  );
}
