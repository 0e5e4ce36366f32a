import type { NodeModifiers } from "../query/query-types.ts";
import type { OutputColumn } from "./compile-select.ts";
import type { Relation } from "./relation.ts";
import type { SqlParams } from "./sql-params.ts";

/** What one level of the result reads: a relation, its FROM clause, and the join to its parent. */
export interface NodeSource {
  relation: Relation;
  from: string;
  joinConditions?: string[];
}

/** What the whole request shares while its levels compile. */
export interface CompileScope {
  params: SqlParams;
  /** Filters, order and range of embedded resources by path (`a.b`). */
  embedded: ReadonlyMap<string, NodeModifiers>;
  /** The path of the level being compiled (empty at the root). */
  path: string[];
  /** Paths met so far, so a modifier naming no embed is refused. */
  visited: Set<string>;
}

export interface NodeSql {
  sql: string;
  outputs: OutputColumn[];
}

export const NO_MODIFIERS: NodeModifiers = { conditions: [], order: [], range: { offset: 0 } };
