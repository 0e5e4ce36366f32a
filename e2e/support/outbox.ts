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
  // Loopback alone does not open the outbox: the service_role key the banner printed does.
  const serviceKey = process.env.E2E_SERVICE_ROLE_KEY;
  if (!serviceKey) throw new Error("E2E_SERVICE_ROLE_KEY is set by support/global-setup.ts");
  const response = await fetch(url, { headers: { apikey: serviceKey } });
  if (!response.ok) throw new Error(`the outbox answered ${response.status}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}
