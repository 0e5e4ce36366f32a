import { randomInt } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { loadServerModule } from "@/testing/server-module";

/** The part of the server harness these tests use: clients, the outbox's table, the clock. */
interface PhoneTestServer {
  createClient(): SupabaseClient;
  db: { query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }> };
  clock: { advance(seconds: number): void };
  close(): Promise<void>;
}

/** The real server in-process (PGlite) with phone sign-in on; its SMS land in the outbox. */
export async function startPhoneServer() {
  const { createTestServer } = loadServerModule<{
    createTestServer(options: { env: Record<string, string> }): Promise<PhoneTestServer>;
  }>("server/src/testing/create-test-server.ts");
  const server = await createTestServer({ env: { AUTH_PHONE_ENABLED: "true" } });
  return {
    server,
    /** The code in the newest SMS to `phone` (E.164), as the person reads it on their phone. */
    async lastCodeTo(phone: string): Promise<string> {
      const { rows } = await server.db.query<{ body: string }>(
        `select body from auth.outbox_messages where channel = 'sms' and recipient = $1
         order by created_at desc limit 1`,
        [phone.replace(/^\+/, "")],
      );
      const code = /\d{6}/.exec(rows[0]?.body ?? "")?.[0];
      if (!code) throw new Error(`no SMS code sent to ${phone}`);
      return code;
    },
  };
}

/** An Indian mobile number nobody else in the run uses: ten digits starting with 9. */
export function uniqueIndianMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, "0")}`;
}
