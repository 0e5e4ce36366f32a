import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";

/**
 * The part of the server's test harness web tests use. Loaded through a computed path so the web
 * type check does not compile the server's sources (they have their own tsconfig and check).
 */
export interface TestServer {
  createClient(): SupabaseClient;
  createAdminClient(): SupabaseClient;
  /** A fetch that calls the app in-process (no port). */
  fetch: typeof fetch;
  /** With `listen`: the server's address, Realtime's included. */
  url?: string;
  keys: { anonKey: string };
  close(): Promise<void>;
}

const serverHarness = "../../../server/src/testing/create-test-server.ts";

/**
 * The real server in-process (RLS on PGlite), for web tests of the app's requests; with `listen`,
 * on a loopback port with Realtime, which its clients then reach over the network.
 */
export async function startTestServer(options: { listen?: boolean } = {}): Promise<TestServer> {
  const { createTestServer } = (await import(
    /* @vite-ignore */ new URL(serverHarness, import.meta.url).href
  )) as { createTestServer(options: { listen?: boolean }): Promise<TestServer> };
  return createTestServer(options);
}

/** A user with a confirmed e-mail and a password to sign in with, made by the service role. */
export async function createConfirmedUser(admin: SupabaseClient, name = "user") {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Setu-${randomUUID()}`;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  return { id: data.user.id, email, password };
}
