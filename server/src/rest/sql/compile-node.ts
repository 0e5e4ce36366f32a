import type { NodeModifiers, SelectItem } from "../query/query-types.ts";
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
import { quoteIdent, type SqlParams } from "./sql-params.ts";

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
  const outputs: OutputColumn[] = [];
  const joins: string[] = [];
  const embeds = new Map<string, { alias: string; isToOne: boolean }>();
  for (const item of select) {
    if (item.type === "star") outputs.push(...compileStar(relation));
    else if (item.type === "column") outputs.push(compileColumn(item, relation));
    else {
      const embed = compileEmbed(item, relation, scope, compileNode);
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
  const list = outputs.map((o) =>
    o.name === undefined ? o.sql : `${o.sql} as ${quoteIdent(o.name)}`,
  );
  const grouped = outputs.some((o) => o.isAggregate)
    ? outputs.filter((o) => !o.isAggregate).map((o) => o.sql)
    : [];
  const sql =
    `select ${list.join(", ")} from ${source.from}` +
    joins.map((join) => ` ${join}`).join("") +
    (where.length > 0 ? ` where ${where.join(" and ")}` : "") +
    (grouped.length > 0 ? ` group by ${grouped.join(", ")}` : "") +
    compileOrder(modifiers.order, withEmbeds) +
    compileLimit(modifiers, params);
  return { sql, outputs };
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
