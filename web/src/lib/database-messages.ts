import type { Messages } from "./i18n/define-messages";
import { formatIstTime } from "./format";
import { formatIstDay } from "./ist-calendar";

/** The values a refusal carries beside its code (a status, a count, an instant), as text. */
export type DatabaseErrorValues = Readonly<Record<string, string | undefined>>;

/** A refusal as the database codes it: `{"code":"booking.slot_taken","hours":24}` in its detail. */
export interface DatabaseErrorCode {
  code: string;
  values: DatabaseErrorValues;
}

/** The code and values in a refusal's `details` (PostgREST's name for the detail), or null. */
export function readDatabaseErrorCode(details: unknown): DatabaseErrorCode | null {
  if (typeof details !== "string" || !details.startsWith("{")) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { code, ...rest } = parsed as Record<string, unknown>;
  if (typeof code !== "string") return null;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (typeof value === "string" || typeof value === "number") values[name] = String(value);
  }
  return { code, values };
}

/**
 * What `book` says for a coded refusal: the code `booking.slot_taken` is the entry `slot_taken`
 * of the group `booking`. Null for a code the book does not know, or a value it has no words for.
 */
export function wordDatabaseError(
  book: Messages,
  { code, values }: DatabaseErrorCode,
): string | null {
  const [group, name] = code.split(".");
  const entries = group !== undefined && Object.hasOwn(book, group) ? book[group] : undefined;
  if (typeof entries !== "object" || Array.isArray(entries) || name === undefined) return null;
  const words = Object.hasOwn(entries, name) ? (entries as Messages)[name] : undefined;
  if (typeof words === "string") return words;
  return typeof words === "function"
    ? (words as (v: DatabaseErrorValues) => string | null)(values)
    : null;
}

/** When a limit lifts, from the instant the database gives: "Tomorrow, 6:30 pm IST"; null if unreadable. */
export function sayRetryTime(instant: string | undefined, now = new Date()): string | null {
  if (instant === undefined || Number.isNaN(new Date(instant).getTime())) return null;
  const iso = new Date(instant).toISOString();
  return `${formatIstDay(iso, now)}, ${formatIstTime(iso)}`;
}

/** A limit that was reached, then when it lifts (`retry_at`) in the reader's date and time. */
export function limit(
  reached: string,
  values: DatabaseErrorValues,
  nextTry: (at: string) => string,
): string {
  const at = sayRetryTime(values.retry_at);
  return at === null ? reached : `${reached} ${nextTry(at)}`;
}
