import type { NodeModifiers, SelectItem } from "../query/query-types.ts";
import { RestError } from "../rest-errors.ts";
import type { TableInfo } from "../schema-cache.ts";
import { notImplementedError, type OutputColumn } from "./compile-select.ts";
import { findRelationship, isToOne } from "./find-relationship.ts";
import { NO_MODIFIERS, type CompileScope, type NodeSource, type NodeSql } from "./read-node.ts";
import { columnRef, qualifiedTableName, type Relation } from "./relation.ts";
import { quoteIdent } from "../../db/quote-ident.ts";

type EmbedItem = Extract<SelectItem, { type: "embed" }>;

export interface CompiledEmbed {
  /** The key filters use for the embed (`rel=is.null`): its alias or target. */
  name: string;
  /** The lateral join's alias. */
  alias: string;
  isToOne: boolean;
  join: string;
  /** What the parent selects: the embed as one key, a spread's columns, or nothing for `rel()`. */
  outputs: OutputColumn[];
}

type CompileChild = (
  select: SelectItem[],
  modifiers: NodeModifiers,
  source: NodeSource,
  scope: CompileScope,
) => NodeSql;

/**
 * A related table as PostgREST 12 builds it: a lateral subquery per embed, an object for a
 * to-one relationship (`null` when nothing matches), a `json_agg` array for a to-many (`[]`).
 * `!inner` drops the parent rows without a match; a spread lifts a to-one's columns into the
 * parent. The join alias is PostgREST's `<parent>_<name>_<depth>`, so two embeds with one name
 * fail in Postgres with 42712 exactly as they do there. RLS applies to the related table.
 */
export function compileEmbed(
  item: EmbedItem,
  parent: Relation,
  scope: CompileScope,
  compileChild: CompileChild,
): CompiledEmbed {
  const embedding = parent.embedding;
  if (!embedding) throw notImplementedError("Resource embedding in rpc results");
  const { catalog } = embedding;
  const relationship = findRelationship(catalog, parent.name, item.target, item.hint);
  if (item.isSpread && !isToOne(relationship)) {
    throw new RestError(
      400,
      "PGRST119",
      `A spread operation on '${item.target}' is not possible`,
      `'${parent.name}' and '${item.target}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  const table = catalog.tables.get(relationship.target) as TableInfo;
  const depth = embedding.depth + 1;
  const name = item.alias ?? item.target;
  const alias = quoteIdent(`${parent.name}_${name}_${depth}`);
  const tableAlias = `${table.name}_${depth}`;
  const child: Relation = {
    name: table.name,
    alias: tableAlias,
    qualifier: quoteIdent(tableAlias),
    columns: table.columns,
    embedding: { catalog, depth },
  };
  const path = [...scope.path, name];
  const key = path.join(".");
  scope.visited.add(key);
  const inner = compileChild(
    item.select,
    scope.embedded.get(key) ?? NO_MODIFIERS,
    {
      relation: child,
      from: `${qualifiedTableName(table)} as ${child.qualifier}`,
      joinConditions: relationship.columns.map(
        ([originColumn, targetColumn]) =>
          `${columnRef(child, targetColumn)} = ${columnRef(parent, originColumn)}`,
      ),
    },
    { ...scope, path },
  );
  const kind = item.joinType === "inner" ? "inner" : "left";
  const isEmpty = inner.outputs.length === 0;
  if (isToOne(relationship)) {
    const outputs = item.isSpread
      ? inner.outputs.map((o) => ({
          sql: `${alias}.${quoteIdent(o.name ?? "")}`,
          name: o.name ?? "",
          isAggregate: false,
        }))
      : [{ sql: `row_to_json(${alias}.*)::jsonb`, name, isAggregate: false }];
    return {
      name,
      alias,
      isToOne: true,
      join: `${kind} join lateral (${inner.sql}) as ${alias} on true`,
      outputs: isEmpty ? [] : outputs,
    };
  }
  const array = `select json_agg(${alias})::jsonb as ${alias} from (${inner.sql}) as ${alias}`;
  const on = kind === "inner" ? `${alias} is not null` : "true";
  return {
    name,
    alias,
    isToOne: false,
    join: `${kind} join lateral (${array}) as ${alias} on ${on}`,
    outputs: isEmpty
      ? []
      : [{ sql: `coalesce(${alias}.${alias}, '[]')`, name, isAggregate: false }],
  };
}
