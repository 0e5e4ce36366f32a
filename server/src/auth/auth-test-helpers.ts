import { randomUUID } from "node:crypto";
import type { Database } from "../db/database.ts";
import { listOutboxMessages, type OutboxMessageRow } from "../messaging/outbox-messages.ts";

/** A fresh address per test, so tests sharing one server never collide. */
export function uniqueEmail(label = "user"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A fresh E.164 number (digits only, as GoTrue stores them). */
export function uniquePhone(): string {
  return `4477${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

/** The newest outbox message sent to `recipient`; fails the test when there is none. */
export async function latestMessage(db: Database, recipient: string): Promise<OutboxMessageRow> {
  const [message] = await listOutboxMessages(db, { recipient, limit: 1 });
  if (!message) throw new Error(`no message was sent to ${recipient}`);
  return message;
}

export async function countMessages(db: Database, recipient: string): Promise<number> {
  return (await listOutboxMessages(db, { recipient, limit: 1000 })).length;
}

/** The 6-digit code in a message body. */
export function codeIn(message: OutboxMessageRow): string {
  const match = message.body.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code in: ${message.body}`);
  return match[1];
}

/** The verification link in a message body. */
export function linkIn(message: OutboxMessageRow): URL {
  const match = message.body.match(/https?:\/\/\S+\/verify\?\S+/);
  if (!match) throw new Error(`no link in: ${message.body}`);
  return new URL(match[0]);
}
