// GET/HEAD /rest/v1/{table}: PostgREST's read of a table or view, with many-to-one and one-to-many embedding.
import type { Queryable } from "../../db/database.ts";
import type { ReadQuery } from "../query/query-types.ts";
import { formatContentRange, pickBody, sendResult, statusForRange } from "../respond.ts";
import { runAsRole, statementAsRole } from "../run-as-role.ts";
import { compilePlannedCount, type ResultRow } from "../sql/compile-read.ts";
import { compileReadOnce } from "../compiled-reads.ts";
import type { Relation } from "../sql/relation.ts";
import type { TableRoute } from "./table-route.ts";

export const readTable: TableRoute = async (c, db, catalog, request, table) => {
  const count = request.prefs.count;
  const withCount = count === "exact" || count === "estimated";
  const { query, relation, from, compiled } = compileReadOnce(catalog, table, request, withCount);
  const { row, total } =
    count === "planned"
      ? await runAsRole(db, request.as, request.info, async (tx) => {
          const result = await tx.query<ResultRow>(compiled.sql, compiled.params);
          const row = result.rows[0] as ResultRow;
          const planned = await estimateRows(tx, query, relation, from);
          return { row: { ...row, body: pickBody(row, request.isSingular) }, total: planned };
        })
      : await statementAsRole<ResultRow>(db, request.as, request.info, compiled).then(
          ({ rows }) => {
            const row = rows[0] as ResultRow;
            return { row: { ...row, body: pickBody(row, request.isSingular) }, total: row.total };
          },
        );
  const { offset } = query.range;
  const status = statusForRange(offset, row.page_count, total);
  return sendResult(c, db, request, status, row.body, {
    contentRange: formatContentRange(offset, row.page_count, total),
  });
};

/** `count=planned`: the planner's row estimate for the filtered table, as PostgREST reads it. */
async function estimateRows(
  tx: Queryable,
  query: ReadQuery,
  relation: Relation,
  from: string,
): Promise<number> {
  const explain = compilePlannedCount(query, relation, from);
  const { rows } = await tx.query<Record<string, unknown>>(explain.sql, explain.params);
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [
    { Plan: { "Plan Rows": number } },
  ];
  return plan[0].Plan["Plan Rows"];
}
