import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../../testing/create-test-server.ts";
import { useTestServer } from "../../testing/use-test-server.ts";
import { createEmailUser, latestMessage, linkIn, uniqueEmail } from "../auth-test-helpers.ts";

const server = useTestServer({ env: { AUTH_EMAIL_AUTOCONFIRM: "false" } });

/** A supabase-js client in PKCE mode, as server-rendered apps configure it. */
function pkceClient() {
  return createClient(TEST_ORIGIN, server.keys.anonKey, {
    global: { fetch: server.fetch },
    auth: { flowType: "pkce", autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Opens the e-mailed link and returns the `code` it redirects to. */
async function followLink(email: string): Promise<string> {
  const link = linkIn(await latestMessage(server.db, email));
  expect(link.searchParams.get("token")).toMatch(/^pkce_[0-9a-f]{56}$/);
  const response = await server.fetch(`http://localhost${link.pathname}${link.search}`);
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get("location") ?? "");
  expect(location.hash).toBe("");
  return location.searchParams.get("code") ?? "";
}

function exchange(authCode: string, verifier: string) {
  return server.fetch("http://localhost/auth/v1/token?grant_type=pkce", {
    method: "POST",
    headers: { "X-Supabase-Api-Version": "2024-01-01" },
    body: JSON.stringify({ auth_code: authCode, code_verifier: verifier }),
  });
}

describe("PKCE e-mail flows", () => {
  it("confirms a sign-up: link → ?code= → exchangeCodeForSession", async () => {
    const email = uniqueEmail();
    const client = pkceClient();
    const { error } = await client.auth.signUp({
      email,
      password: "correct horse",
      options: { emailRedirectTo: "http://localhost:3000/auth/callback" },
    });
    expect(error).toBeNull();
    const code = await followLink(email);
    const { data, error: exchangeError } = await client.auth.exchangeCodeForSession(code);
    expect(exchangeError).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { email_verified: true } });
    const { data: claims } = await client.auth.getClaims();
    expect(claims?.claims.amr).toEqual([{ method: "email/signup", timestamp: expect.any(Number) }]);
    const again = await exchange(code, "x".repeat(43));
    expect(again.status).toBe(404);
  });

  it("recovers a password through a code", async () => {
    const email = await createEmailUser(server, "old password");
    const client = pkceClient();
    await client.auth.resetPasswordForEmail(email);
    const { error } = await client.auth.exchangeCodeForSession(await followLink(email));
    expect(error).toBeNull();
    expect((await client.auth.updateUser({ password: "new password" })).error).toBeNull();
  });

  it("changes the e-mail: the first link confirms half, the second gives the code", async () => {
    const email = await createEmailUser(server, "correct horse");
    const client = pkceClient();
    await client.auth.signInWithPassword({ email, password: "correct horse" });
    const newEmail = uniqueEmail("new");
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const first = linkIn(await latestMessage(server.db, email));
    const half = await server.fetch(`http://localhost${first.pathname}${first.search}`);
    const message = new URLSearchParams(new URL(half.headers.get("location") ?? "").hash.slice(1));
    expect(message.get("message")).toMatch(/^Confirmation link accepted/);
    const { data, error } = await client.auth.exchangeCodeForSession(await followLink(newEmail));
    expect(error).toBeNull();
    expect(data.user?.email).toBe(newEmail);
  });

  it("refuses a wrong verifier, an unknown code and an expired code", async () => {
    const email = await (async () => {
      const address = uniqueEmail();
      await server
        .createAdminClient()
        .auth.admin.createUser({ email: address, email_confirm: true });
      return address;
    })();
    await pkceClient().auth.signInWithOtp({ email });
    const code = await followLink(email);
    const wrong = await exchange(code, "w".repeat(43));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      code: "bad_code_verifier",
      message: "code challenge does not match previously saved code verifier",
    });
    expect((await exchange("00000000-0000-0000-0000-000000000000", "v".repeat(43))).status).toBe(
      404,
    );
    server.clock.advance(301);
    const expired = await exchange(code, "w".repeat(43));
    expect(expired.status).toBe(422);
    expect(((await expired.json()) as { code: string }).code).toBe("flow_state_expired");
    const empty = await exchange("", "");
    expect(await empty.json()).toEqual({
      code: "validation_failed",
      message: "invalid request: both auth code and code verifier should be non-empty",
    });
  });

  it("puts a PKCE link's error in the query as well", async () => {
    const response = await server.fetch(
      `http://localhost/auth/v1/verify?type=signup&token=pkce_${"0".repeat(56)}`,
    );
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.searchParams.get("error_code")).toBe("otp_expired");
    expect(new URLSearchParams(location.hash.slice(1)).get("error")).toBe("access_denied");
  });

  it("validates the challenge", async () => {
    const response = await server.fetch("http://localhost/auth/v1/recover", {
      method: "POST",
      headers: { "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({
        email: uniqueEmail(),
        code_challenge: "short",
        code_challenge_method: "s256",
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("validation_failed");
  });
});
