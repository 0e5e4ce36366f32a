import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  confirmed_at: Date | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Columns a service may set; `id`, `confirmed_at` and `created_at` are fixed at insert. */
export type UserChanges = Partial<
  Omit<UserRow, "id" | "confirmed_at" | "created_at" | "updated_at">
>;

const WRITABLE = new Set<string>([
  "aud",
  "role",
  "email",
  "encrypted_password",
  "email_confirmed_at",
  "invited_at",
  "confirmation_sent_at",
  "recovery_sent_at",
  "email_change",
  "email_change_sent_at",
  "email_change_confirm_status",
  "phone",
  "phone_confirmed_at",
  "phone_change",
  "phone_change_sent_at",
  "reauthentication_sent_at",
  "last_sign_in_at",
  "raw_app_meta_data",
  "raw_user_meta_data",
  "banned_until",
  "deleted_at",
  "is_anonymous",
]);

function columnsOf(changes: UserChanges): [string[], unknown[]] {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  for (const [column] of entries) {
    if (!WRITABLE.has(column)) throw new Error(`auth.users has no writable column ${column}`);
  }
  return [entries.map(([column]) => column), entries.map(([, value]) => jsonParam(value))];
}

function jsonParam(value: unknown): unknown {
  return value !== null && typeof value === "object" && !(value instanceof Date)
    ? JSON.stringify(value)
    : value;
}

export async function insertUser(
  q: Queryable,
  id: string,
  now: Date,
  changes: UserChanges,
): Promise<UserRow> {
  const [columns, values] = columnsOf(changes);
  const names = ["id", "created_at", "updated_at", ...columns];
  const placeholders = names.map((_, i) => `$${i + 1}`);
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (${names.join(", ")}) values (${placeholders.join(", ")}) returning *`,
    [id, now, now, ...values],
  );
  return rows[0] as UserRow;
}

export async function updateUser(
  q: Queryable,
  id: string,
  now: Date,
  changes: UserChanges,
): Promise<UserRow> {
  const [columns, values] = columnsOf(changes);
  const sets = columns.map((column, i) => `${column} = $${i + 3}`);
  const { rows } = await q.query<UserRow>(
    `update auth.users set ${["updated_at = $2", ...sets].join(", ")} where id = $1 returning *`,
    [id, now, ...values],
  );
  return rows[0] as UserRow;
}

/** The user whose `column` holds `value` (id, e-mail and phone are unique). */
function findUserWhere(
  q: Queryable,
  column: "id" | "email" | "phone" | "phone_change",
  value: string,
): Promise<UserRow | undefined> {
  return queryFirstRow<UserRow>(q, `select * from auth.users where ${column} = $1`, [value]);
}

export function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  return findUserWhere(q, "id", id);
}

export function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  return findUserWhere(q, "email", email);
}

export function findUserByPhone(q: Queryable, phone: string): Promise<UserRow | undefined> {
  return findUserWhere(q, "phone", phone);
}

/** The user whose phone change waits for its code at `phone`. */
export function findUserByPendingPhone(q: Queryable, phone: string): Promise<UserRow | undefined> {
  return findUserWhere(q, "phone_change", phone);
}

export async function deleteUser(q: Queryable, id: string): Promise<void> {
  await q.query("delete from auth.users where id = $1", [id]);
}

/** One page of users by creation time; `filter` matches e-mail or full name as a substring. */
export async function listUsers(
  q: Queryable,
  page: { offset: number; limit: number; filter: string; isAscending: boolean },
): Promise<{ users: UserRow[]; total: number }> {
  const pattern = `%${page.filter.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const where =
    "where deleted_at is null and ($1 = '%%' or email ilike $1 or raw_user_meta_data ->> 'full_name' ilike $1)";
  const [list, total] = await Promise.all([
    q.query<UserRow>(
      `select * from auth.users ${where} order by created_at ${page.isAscending ? "asc" : "desc"}, id limit $2 offset $3`,
      [pattern, page.limit, page.offset],
    ),
    q.query<{ n: number }>(`select count(*)::int as n from auth.users ${where}`, [pattern]),
  ]);
  return { users: list.rows, total: total.rows[0]?.n ?? 0 };
}
