import { messagesOf } from "@/lib/i18n/locale-store";
import { describeServerError } from "@/lib/server-error";
import { liveSessionsMessages } from "./messages";

/**
 * Words for a refused live-session request: a check constraint (23514) means a field the database
 * bounds, such as a link or image address; the rest as every screen says them.
 */
export function describeLiveError(error: unknown): string {
  if ((error as { code?: string } | null)?.code === "23514") {
    return messagesOf(liveSessionsMessages).checkRefused;
  }
  return describeServerError(error);
}
