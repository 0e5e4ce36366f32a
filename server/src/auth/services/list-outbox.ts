import type { Database } from "../../db/database.ts";
import { listOutboxMessages, type OutboxMessageRow } from "../../messaging/outbox-messages.ts";

const PAGE_SIZE = 50;

/** The newest locally delivered e-mails and SMS, optionally for one recipient. */
export function listRecentMessages(
  db: Database,
  recipient: string | undefined,
): Promise<OutboxMessageRow[]> {
  return listOutboxMessages(db, { recipient: recipient || undefined, limit: PAGE_SIZE });
}
