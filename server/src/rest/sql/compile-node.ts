import type { Condition, NodeModifiers, SelectItem } from "../query/query-types.ts";
import { compileCondition } from "./compile-filter.ts";
import { compileEmbed } from "./compile-embed.ts";
import {
  compileColumn,
  compileOrder,
  compileStar,
  notEmbeddedError,
  type OutputColumn,
} from "./compile-select.ts";
import type { CompileScope, NodeSource, NodeSql } from "./read-node.ts";
import type { Relation } from "./relation.ts";
import { quoteIdent } from "../../db/quote-ident.ts";
import type { SqlParams } from "./sql-params.ts";

/**
 * Compiles one level of a read: the select list, a lateral join per embedded resource,
 * WHERE, GROUP BY (every non-aggregated output, as PostgREST does once an aggregate is
 * selected), ORDER BY and LIMIT/OFFSET.
 */
export function compileNode(
  select: SelectItem[],
  modifiers: NodeModifiers,
  source: NodeSource,
  scope: CompileScope,
): NodeSql {
  const { relation } = source;
  // With a limit, the page's rows are chosen first and only they get their embeds: otherwise
  // Postgres builds every row's embeds before an ORDER BY on the parent sorts and cuts them.
  const page = isPagedBeforeEmbeds(select, modifiers, relation)
    ? pageRelation(relation)
    : undefined;
  const outer = page ?? relation;
  const outputs: OutputColumn[] = [];
  const joins: string[] = [];
  const embeds = new Map<string, { alias: string; isToOne: boolean }>();
  for (const item of select) {
    if (item.type === "star") outputs.push(...compileStar(outer));
    else if (item.type === "column") outputs.push(compileColumn(item, outer));
    else {
      const embed = compileEmbed(item, outer, scope, compileNode);
      outputs.push(...embed.outputs);
      joins.push(embed.join);
      embeds.set(embed.name, { alias: embed.alias, isToOne: embed.isToOne });
    }
  }
  const withEmbeds: Relation = { ...relation, embeds };
  const { params } = scope;
  const where = [
    ...modifiers.conditions.map((c) => compileCondition(c, withEmbeds, params)),
    ...(source.joinConditions ?? []),
  ];
  const whereSql = where.length > 0 ? ` where ${where.join(" and ")}` : "";
  const list = outputs.map((o) =>
    o.name === undefined ? o.sql : `${o.sql} as ${quoteIdent(o.name)}`,
  );
  const joinSql = joins.map((join) => ` ${join}`).join("");
  if (page) {
    const order = compileOrder(modifiers.order, { ...page, embeds });
    const columns = [...page.used].map((column) => `${relation.qualifier}.${quoteIdent(column)}`);
    const rows =
      `select ${columns.join(", ")} from ${source.from}${whereSql}` +
      compileOrder(modifiers.order, withEmbeds) +
      compileLimit(modifiers, params);
    const sql = `select ${list.join(", ")} from (${rows}) as ${page.qualifier}${joinSql}${order}`;
    return { sql, outputs };
  }
  const grouped = outputs.some((o) => o.isAggregate)
    ? outputs.filter((o) => !o.isAggregate).map((o) => o.sql)
    : [];
  const sql =
    `select ${list.join(", ")} from ${source.from}` +
    joinSql +
    whereSql +
    (grouped.length > 0 ? ` group by ${grouped.join(", ")}` : "") +
    compileOrder(modifiers.order, withEmbeds) +
    compileLimit(modifiers, params);
  return { sql, outputs };
}

/**
 * True when the limited rows can be chosen before the embeds are joined without changing them:
 * every embed is a left join (one row per parent row, so it neither drops nor repeats rows), no
 * filter or order names an embed, and nothing is aggregated (a limit there counts groups).
 */
function isPagedBeforeEmbeds(
  select: SelectItem[],
  { conditions, order, range }: NodeModifiers,
  relation: Relation,
): boolean {
  if (range.limit === undefined && range.offset === 0) return false;
  if (!relation.columns || !relation.embedding) return false;
  const embedNames = new Set<string>();
  for (const item of select) {
    if (item.type === "embed") {
      if (item.joinType === "inner") return false;
      embedNames.add(item.alias ?? item.target);
    } else if (item.type === "column" && (item.aggregate || item.name === "count")) return false;
  }
  if (embedNames.size === 0 || order.some((term) => term.relation !== undefined)) return false;
  return !conditions.some((condition) => namesAny(condition, embedNames));
}

function namesAny(condition: Condition, names: ReadonlySet<string>): boolean {
  if (condition.kind === "filter") return names.has(condition.column);
  return condition.conditions.some((c) => namesAny(c, names));
}

/** The parent as the page's rows: a subquery whose columns are those the level references. */
function pageRelation(relation: Relation): Relation & { used: Set<string> } {
  const depth = relation.embedding?.depth ?? 0;
  return { ...relation, qualifier: quoteIdent(`pgrst_page_${depth}`), used: new Set() };
}

function compileLimit({ range }: NodeModifiers, params: SqlParams): string {
  const limitSql =
    range.limit === undefined ? "" : ` limit ${params.add(String(range.limit))}::bigint`;
  const offsetSql = range.offset === 0 ? "" : ` offset ${params.add(String(range.offset))}::bigint`;
  return limitSql + offsetSql;
}

/** Compiles the root level and checks that every embed path a modifier named exists. */
export function compileRootNode(
  select: SelectItem[],
  modifiers: NodeModifiers,
  source: NodeSource,
  params: SqlParams,
  embedded: ReadonlyMap<string, NodeModifiers> = new Map(),
): NodeSql {
  const scope: CompileScope = { params, embedded, path: [], visited: new Set() };
  const node = compileNode(select, modifiers, source, scope);
  for (const path of embedded.keys()) {
    if (!scope.visited.has(path)) throw notEmbeddedError(path.split(".").at(-1) ?? path);
  }
  return node;
}
