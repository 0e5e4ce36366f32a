import { databaseMessages } from "./database-messages.messages";
import { messagesOf } from "./i18n/locale-store";
import { serverErrorMessages } from "./server-error.messages";

/** The part of a PostgREST error (from supabase-js) the screens read: the SQLSTATE and the rpc's words. */
export interface ServerError {
  code?: string;
  message?: string;
  hint?: string | null;
}

/** Throws what supabase-js returned as an error, so TanStack Query sees a failed request. */
export function throwOnServerError<T>({ data, error }: { data: T; error: ServerError | null }): T {
  if (error) throw error;
  return data;
}

/**
 * The sentences the database wrote for this refusal, in the current language: its message, then
 * its hint when `withHint`. English shows them as written; Hindi looks them up, and gives null when
 * it does not know the message (a hint it does not know is left out), so the screen says its own
 * sentence rather than the database's English.
 */
export function databaseWordsOf(error: ServerError, { withHint = false } = {}): string[] | null {
  const say = messagesOf(databaseMessages).say;
  const message = error.message ? say(error.message) : "";
  if (message === null) return null;
  const hint = withHint && error.hint ? say(error.hint) : null;
  return [message, hint].filter((part): part is string => Boolean(part));
}

/**
 * Words a person can act on, chosen by the error's code (the booking functions' SQLSTATEs, see
 * supabase/migrations/*_platform_functions.sql); a request the function refused shows its own
 * message, which is written for people (its hints are partly written for developers), in the
 * current language, or this screen's own refusal when that language has no words for it.
 */
export function describeServerError(error: unknown): string {
  const serverError = (error ?? {}) as ServerError;
  const m = messagesOf(serverErrorMessages);
  switch (serverError.code) {
    // A limit says when the next try is allowed: that hint is written for people.
    case "PT429":
      return databaseWordsOf(serverError, { withHint: true })?.join(" ") || m.tooManyRequests;
    case "22023":
    case "PT409":
      return databaseWordsOf(serverError)?.join(" ") || m.refused;
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
