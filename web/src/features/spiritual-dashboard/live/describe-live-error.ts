import { describeServerError } from "@/lib/server-error";

/**
 * Words for a refused live-session request: a check constraint (23514) means a field the database
 * bounds, such as a link or image address; the rest as every screen says them.
 */
export function describeLiveError(error: unknown): string {
  if ((error as { code?: string } | null)?.code === "23514") {
    return "A link must be a full https:// address, and the title, venue or description must be shorter";
  }
  return describeServerError(error);
}
