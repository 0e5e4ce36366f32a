import { vi } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { loadServerModule } from "@/testing/server-module";
import { createConfirmedUser, type TestServer } from "@/testing/start-test-server";

/** The server harness's clock: codes are checked against it, and tests move it by 30-second steps. */
interface ServerClock {
  now(): Date;
  advance(seconds: number): void;
}

export type TwoFactorTestServer = TestServer & { clock: ServerClock };

/** The real server in-process (RLS on PGlite) for component tests under jsdom, and its codes. */
export async function startTwoFactorServer() {
  const { createTestServer } = loadServerModule<{
    createTestServer(): Promise<TwoFactorTestServer>;
  }>("server/src/testing/create-test-server.ts");
  const { authenticatorCode } = loadServerModule<{
    authenticatorCode(secret: string, at: Date): string;
  }>("server/src/testing/authenticator.ts");
  const server = await createTestServer();
  return {
    server,
    /** The code the app shows now (by the server's clock). */
    codeFor: (secret: string) => authenticatorCode(secret, server.clock.now()),
    /** A 6-digit code the server will not accept now (none of the steps around now). */
    wrongCodeFor(secret: string) {
      const valid = [-30, 0, 30].map((seconds) =>
        authenticatorCode(secret, new Date(server.clock.now().getTime() + seconds * 1000)),
      );
      let guess = 123456;
      while (valid.includes(String(guess))) guess += 1;
      return String(guess);
    },
    /** Moves to the next 30-second step: each code is accepted once. */
    nextStep: () => server.clock.advance(30),
  };
}

/** A confirmed user with `roles`, and a client signed in with the password (aal1). */
export async function createSignedInUser(server: TestServer, roles: string[] = []) {
  const admin = server.createAdminClient();
  const user = await createConfirmedUser(admin, "mfa");
  if (roles.length > 0) {
    const { error } = await admin
      .from("user_roles")
      .insert(roles.map((role, index) => ({ user_id: user.id, role, is_primary: index === 0 })));
    if (error) throw new Error(error.message);
  }
  return { ...user, client: await signInWithPassword(server, user) };
}

export async function signInWithPassword(
  server: TestServer,
  user: { email: string; password: string },
): Promise<SupabaseClient> {
  const client = server.createClient();
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw error;
  return client;
}

/** Turns two-factor sign-in on for the client's user, off screen; returns the factor and secret. */
export async function enrolFactor(client: SupabaseClient, codeFor: (secret: string) => string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: "totp" });
  if (error) throw error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: codeFor(data.totp.secret),
  });
  if (verified.error) throw verified.error;
  return { factorId: data.id, secret: data.totp.secret };
}

/**
 * supabase-js under jsdom believes it runs in one browser tab and warns about each further
 * client; these tests mean to hold several (one per user), so that one warning is dropped.
 */
export function ignoreMultipleClientWarning() {
  const warn = console.warn.bind(console);
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("Multiple GoTrueClient instances")) return;
    warn(...args);
  });
}
