import { readDatabaseErrorCode, wordDatabaseError } from "./database-messages";
import { databaseMessages } from "./database-messages.messages";
import { getLocale, messagesOf } from "./i18n/locale-store";
import { serverErrorMessages } from "./server-error.messages";

/**
 * The part of a PostgREST error (from supabase-js) the screens read: the SQLSTATE, the database's
 * English and, in `details`, the refusal's code and values as JSON.
 */
export interface ServerError {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

export type ServerResponse = { data: unknown; error: ServerError | null };

/** A response's data when it has no error: a success's, where the response tells the two apart. */
export type SuccessData<R extends ServerResponse> = [Extract<R, { error: null }>] extends [never]
  ? R["data"]
  : Extract<R, { error: null }>["data"];

/** Throws what supabase-js returned as an error, so TanStack Query sees a failed request. */
export function throwOnServerError<R extends ServerResponse>(response: R): SuccessData<R> {
  if (response.error) throw response.error;
  // TypeScript cannot narrow a generic response by its error; the check above does.
  return response.data as SuccessData<R>;
}

/**
 * What the database refused, in the current language, worded by the refusal's code (its
 * `details`); null for a code the language has no words for, so the screen says its own sentence.
 * A refusal without a code (PostgreSQL's own, such as an invalid parameter) is shown as written
 * in English only: its English must never reach another language's screen.
 */
export function databaseWordsOf(error: ServerError): string | null {
  const coded = readDatabaseErrorCode(error.details);
  if (coded) return wordDatabaseError(messagesOf(databaseMessages), coded);
  return getLocale() === "en" && error.message ? error.message : null;
}

/**
 * Words a person can act on, chosen by the error's SQLSTATE; a request a function refused (22023,
 * PT409, PT429) is worded by its code, or this screen's own refusal when the current language has
 * no words for it.
 */
export function describeServerError(error: unknown): string {
  const serverError = (error ?? {}) as ServerError;
  const m = messagesOf(serverErrorMessages);
  if (typeof navigator !== "undefined" && !navigator.onLine && !serverError.code) return m.offline;
  switch (serverError.code) {
    // A limit's words say when the next try is allowed.
    case "PT429":
      return databaseWordsOf(serverError) ?? m.tooManyRequests;
    case "22023":
    case "PT409":
      return databaseWordsOf(serverError) ?? m.refused;
    case "23P01":
      return m.slotTaken;
    case "PT404":
    case "PGRST116":
      return m.notFound;
    case "42501":
    case "PGRST301":
      return m.sessionEnded;
    default:
      return m.unreachable;
  }
}
