import type { Queryable } from "../db/database.ts";

export interface OutboxMessageRow {
  id: string;
  channel: "email" | "sms" | "whatsapp";
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  attachments: { filename: string; contentType: string; content: string; encoding?: "base64" }[];
  created_at: Date;
}

export async function insertOutboxMessage(
  q: Queryable,
  message: Omit<OutboxMessageRow, "id" | "attachments"> &
    Partial<Pick<OutboxMessageRow, "attachments">>,
): Promise<void> {
  await q.query(
    `insert into auth.outbox_messages (channel, recipient, kind, subject, body, attachments, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      message.channel,
      message.recipient,
      message.kind,
      message.subject,
      message.body,
      JSON.stringify(message.attachments ?? []),
      message.created_at,
    ],
  );
}

/** The newest messages first, optionally only those sent to `recipient`. */
export async function listOutboxMessages(
  q: Queryable,
  options: { recipient?: string; limit: number },
): Promise<OutboxMessageRow[]> {
  const { rows } = await q.query<OutboxMessageRow>(
    `select * from auth.outbox_messages where ($1::text is null or recipient = $1)
     order by seq desc limit $2`,
    [options.recipient ?? null, options.limit],
  );
  return rows;
}
