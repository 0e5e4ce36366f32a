import type { Database } from "../db/database.ts";
import { queryAsRole, type RequestRole } from "../db/transaction-as-role.ts";
import { quoteIdent } from "../db/quote-ident.ts";
import type { RowChange } from "./change-feed.ts";
import type { ChangeFilter } from "./change-filter.ts";
import { readTableShape, type TableShape } from "./table-shapes.ts";

/** One `postgres_changes` binding of a joined channel; `id` is what the client matches on. */
export interface ChangeSubscription {
  id: number;
  schema: string;
  table: string;
  event: "*" | "INSERT" | "UPDATE" | "DELETE";
  matches: ChangeFilter;
}

/** A subscriber as Postgres Changes sees it: its role now, and its bindings. */
export interface ChangeSubscriber {
  as: RequestRole;
  subscriptions: readonly ChangeSubscription[];
}

/** The message Realtime sends for one change: which bindings it answers, and the change. */
export interface ChangeMessage {
  ids: number[];
  data: Record<string, unknown>;
}

/**
 * Decides, per subscriber, whether a change reaches it and what it shows. A new or updated row
 * reaches a subscriber only if, as that subscriber (role and claims), a select of the row by its
 * primary key finds it: the table's row-level security, checked per subscriber, as Supabase does.
 * The row shows only the columns the subscriber's role may select. A delete cannot be checked
 * against a row that is gone: as on Supabase it reaches every subscriber of the table that may
 * select from it, carrying the primary key only (the whole old row with replica identity full).
 */
export class PostgresChanges {
  private readonly shapes = new Map<string, Promise<TableShape | undefined>>();
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  shapeOf(schema: string, table: string): Promise<TableShape | undefined> {
    const key = `${schema}.${table}`;
    let shape = this.shapes.get(key);
    if (!shape) {
      shape = readTableShape(this.db, schema, table);
      this.shapes.set(key, shape);
      shape.catch(() => this.shapes.delete(key));
    }
    return shape;
  }

  async messageFor(
    change: RowChange,
    subscriber: ChangeSubscriber,
  ): Promise<ChangeMessage | undefined> {
    const image = change.operation === "DELETE" ? change.oldRecord : change.record;
    const ids = subscriber.subscriptions
      .filter(
        (sub) =>
          sub.schema === change.schema &&
          (sub.table === "*" || sub.table === change.table) &&
          (sub.event === "*" || sub.event === change.operation) &&
          (change.operation === "DELETE" || sub.matches(image ?? {})),
      )
      .map((sub) => sub.id);
    if (ids.length === 0) return undefined;
    const shape = await this.shapeOf(change.schema, change.table);
    if (!shape) return undefined;
    const readable = shape.readableColumns.get(subscriber.as.role);
    if (!readable || readable.size === 0) return undefined;
    if (change.operation !== "DELETE" && !(await this.isVisible(shape, change, subscriber.as))) {
      return undefined;
    }
    const columns = shape.columns.filter((column) => readable.has(column.name));
    return {
      ids,
      data: {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.committedAt,
        type: change.operation,
        columns,
        record: change.record ? pick(change.record, readable) : {},
        old_record: change.oldRecord ? pick(oldImage(shape, change.oldRecord), readable) : {},
        errors: null,
      },
    };
  }

  private async isVisible(shape: TableShape, change: RowChange, as: RequestRole): Promise<boolean> {
    if (as.role === "service_role") return true;
    if (shape.primaryKey.length === 0 || !change.record) return false;
    const record = change.record;
    const where = shape.primaryKey
      .map((key, index) => `${quoteIdent(key.name)} = $${index + 1}::${key.sqlType}`)
      .join(" and ");
    const params = shape.primaryKey.map((key) => {
      const value = record[key.name];
      return typeof value === "string" ? value : JSON.stringify(value);
    });
    const { rows } = await queryAsRole<{ visible: boolean }>(
      this.db,
      as,
      {},
      {
        sql: `select exists (select 1 from ${shape.qualifiedName} where ${where}) as visible`,
        params,
      },
    );
    return rows[0]?.visible === true;
  }
}

function oldImage(shape: TableShape, old: Record<string, unknown>): Record<string, unknown> {
  if (shape.isReplicaIdentityFull) return old;
  return Object.fromEntries(shape.primaryKey.map((key) => [key.name, old[key.name]]));
}

function pick(record: Record<string, unknown>, columns: Set<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => columns.has(name)));
}
