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
 * Words a person can act on, chosen by the error's code (the booking functions' SQLSTATEs, see
 * supabase/migrations/*_platform_functions.sql); a request the function refused shows its own
 * message, which is written for people (its hints are partly written for developers).
 */
export function describeServerError(error: unknown): string {
  const { code, message, hint } = (error ?? {}) as ServerError;
  const m = messagesOf(serverErrorMessages);
  switch (code) {
    // A limit says when the next try is allowed: that hint is written for people.
    case "PT429":
      return [message, hint].filter(Boolean).join(" ") || m.tooManyRequests;
    case "22023":
    case "PT409":
      return message ?? m.refused;
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
