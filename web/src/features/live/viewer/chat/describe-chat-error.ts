import { readDatabaseErrorCode } from "@/lib/database-messages";
import { databaseWordsOf, describeServerError, type ServerError } from "@/lib/server-error";

/**
 * A chat refusal worded by its code (muted, too fast, a link), which describeServerError would
 * word by its SQLSTATE alone for some (a mute is 42501, "sign in again" there); anything else as
 * the app words server errors.
 */
export function describeChatError(error: unknown): string {
  const serverError = (error ?? {}) as ServerError;
  const words = readDatabaseErrorCode(serverError.details) ? databaseWordsOf(serverError) : null;
  return words ?? describeServerError(error);
}
