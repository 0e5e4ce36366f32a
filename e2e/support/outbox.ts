// The server's local outbox (development only, no SMTP): what it has "sent" to an address.

export interface OutboxMessage {
  kind: string;
  subject: string;
  body: string;
  attachments: { filename: string; content: string }[];
}

/** The e-mails the outbox holds for `to`, newest first. */
export async function mailTo(to: string): Promise<OutboxMessage[]> {
  const url = new URL(
    `/_dev/mail?format=json&to=${encodeURIComponent(to)}`,
    process.env.E2E_BASE_URL,
  );
  return ((await (await fetch(url)).json()) as { messages: OutboxMessage[] }).messages;
}
