import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { expect } from "vitest";
import type { Database } from "../db/database.ts";
import { listOutboxMessages, type OutboxMessageRow } from "../messaging/outbox-messages.ts";
import { authenticatorCode } from "../testing/authenticator.ts";
import { TEST_ORIGIN, type TestServer } from "../testing/create-test-server.ts";

/** The response is GoTrue's 400 validation_failed with `message`. */
export async function expectValidationFailed(response: Response, message: string): Promise<void> {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ code: "validation_failed", message });
}

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

/** The proxy tests send X-Forwarded-For through; start the server with it in TRUSTED_PROXIES. */
export const TEST_PROXY = "10.0.0.1";

export interface Browser {
  /** supabase-js as the web app creates it, sending this browser's address and cookies. */
  client: SupabaseClient;
  /** The cookies the server has set, by name (a tiny jar: paths and expiry are not kept). */
  cookies: Map<string, string>;
  fetch: typeof fetch;
}

/** A browser at `ip`, behind TEST_PROXY, that keeps the cookies the server sets in `cookies`. */
export function createBrowser(
  server: TestServer,
  ip: string,
  cookies = new Map<string, string>(),
): Browser {
  const browserFetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("X-Forwarded-For", ip);
    if (cookies.size > 0) {
      headers.set("Cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const response = await server.app.request(
      input instanceof URL ? input.toString() : input,
      { ...init, headers },
      { incoming: { socket: { remoteAddress: TEST_PROXY } } },
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const client = createClient(TEST_ORIGIN, server.keys.anonKey, {
    global: { fetch: browserFetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return { client, cookies, fetch: browserFetch };
}

/** A confirmed e-mail user with `password`. */
export async function createEmailUser(server: TestServer, password: string): Promise<string> {
  const email = uniqueEmail();
  const { error } = await server
    .createAdminClient()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return email;
}

let guessers = 0;

/** A client address no one in this test file has used yet (a guesser in a distributed attack). */
export function freshGuesserIp(): string {
  guessers += 1;
  return `198.18.${Math.floor(guessers / 250) % 256}.${(guessers % 250) + 1}`;
}

/** Wrong passwords for `email` from fresh addresses until its per-address limit (20) is reached. */
export async function exhaustAddressLimit(server: TestServer, email: string): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const { client } = createBrowser(server, freshGuesserIp());
    const { error } = await client.auth.signInWithPassword({ email, password: `guess ${i}` });
    if (error?.code !== "invalid_credentials") throw error ?? new Error("a guess was right");
  }
}

/**
 * Enrols a TOTP factor for `client`'s user and verifies it (the session becomes aal2), then moves
 * the clock to the next step: each code is accepted once.
 */
export async function enrolVerifiedFactor(
  server: TestServer,
  client: SupabaseClient,
): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp" });
  if (error) throw error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: authenticatorCode(data.totp.secret, server.clock.now()),
  });
  if (verified.error) throw verified.error;
  server.clock.advance(30);
  return { factorId: data.id, secret: data.totp.secret };
}
