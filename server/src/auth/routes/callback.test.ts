import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { createTestServer, TEST_ORIGIN } from "../../testing/create-test-server.ts";
import { type AccountClaims, signInAtProvider } from "../../testing/oidc-provider.ts";
import { googleSignInEnv, useGoogleSignIn } from "../../testing/use-google-sign-in.ts";
import { uniqueEmail } from "../auth-test-helpers.ts";

const CALLBACK = `${TEST_ORIGIN}/auth/v1/callback`;
const APP = "http://localhost:3000/after-sign-in";

const { server, provider } = useGoogleSignIn();

function appClient(flowType: "pkce" | "implicit" = "pkce") {
  return createClient(TEST_ORIGIN, server.keys.anonKey, {
    global: { fetch: server.fetch },
    auth: { flowType, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** A Google account at the local provider, signed in as `sub`. */
function googleAccount(claims: AccountClaims): string {
  const sub = `google-${randomUUID().slice(0, 8)}`;
  provider.addAccount(sub, { name: "Meera Bai", picture: "https://example.com/m.png", ...claims });
  return sub;
}

/** GET /authorize → the provider's login → GET /callback; returns where the callback sends the browser. */
async function signInWithGoogle(authorizeUrl: string, sub: string): Promise<URL> {
  const started = await server.fetch(authorizeUrl);
  expect(started.status).toBe(302);
  const callback = await signInAtProvider(started.headers.get("location")!, CALLBACK, sub);
  const finished = await server.fetch(callback.toString());
  expect(finished.status).toBe(302);
  return new URL(finished.headers.get("location")!);
}

/** The whole PKCE sign-in through supabase-js: signInWithOAuth → … → exchangeCodeForSession. */
async function signInThroughApp(sub: string) {
  const client = appClient();
  const { data } = await client.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: APP, skipBrowserRedirect: true },
  });
  const landing = await signInWithGoogle(data.url!, sub);
  expect(`${landing.origin}${landing.pathname}`).toBe(APP);
  const result = await client.auth.exchangeCodeForSession(landing.searchParams.get("code") ?? "");
  expect(result.error).toBeNull();
  return { client, user: result.data.user! };
}

describe("Google sign-in (PKCE)", () => {
  it("creates a confirmed user with a google identity, then signs the same user in again", async () => {
    const email = uniqueEmail("google");
    const sub = googleAccount({ email, email_verified: true });
    const { client, user } = await signInThroughApp(sub);
    expect(user).toMatchObject({
      email,
      app_metadata: { provider: "google", providers: ["google"] },
      user_metadata: {
        sub,
        provider_id: sub,
        email,
        email_verified: true,
        full_name: "Meera Bai",
        avatar_url: "https://example.com/m.png",
        iss: provider.issuer,
      },
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities).toHaveLength(1);
    expect(user.identities?.[0]).toMatchObject({
      provider: "google",
      id: sub,
      identity_data: { email, name: "Meera Bai", picture: "https://example.com/m.png" },
    });
    const { data: claims } = await client.auth.getClaims();
    expect(claims?.claims.amr).toEqual([{ method: "oauth", timestamp: expect.any(Number) }]);

    const again = await signInThroughApp(sub);
    expect(again.user.id).toBe(user.id);
  });

  it("links Google to the password account holding the same verified e-mail", async () => {
    const email = uniqueEmail("linked");
    const admin = server.createAdminClient();
    const { data: created } = await admin.auth.admin.createUser({
      email,
      password: "correct horse",
      email_confirm: true,
    });
    const { user } = await signInThroughApp(googleAccount({ email, email_verified: true }));
    expect(user.id).toBe(created.user!.id);
    // The test clock stands still, so both identities share a creation time: compare as sets.
    expect(user.identities?.map((identity) => identity.provider).sort()).toEqual([
      "email",
      "google",
    ]);
    expect(user.app_metadata.provider).toBe("email");
    expect([...(user.app_metadata.providers as string[])].sort()).toEqual(["email", "google"]);
    const password = await appClient().auth.signInWithPassword({
      email,
      password: "correct horse",
    });
    expect(password.data.user?.id).toBe(created.user!.id);
  });

  it("confirms an unconfirmed account it links to, and drops the password nobody proved", async () => {
    const email = uniqueEmail("squatted");
    const { data: created } = await server
      .createAdminClient()
      .auth.admin.createUser({ email, password: "set by someone else" });
    expect(created.user?.email_confirmed_at).toBeUndefined();
    const { user } = await signInThroughApp(googleAccount({ email, email_verified: true }));
    expect(user.id).toBe(created.user!.id);
    expect(user.email_confirmed_at).toBeTruthy();
    const password = await appClient().auth.signInWithPassword({
      email,
      password: "set by someone else",
    });
    expect(password.error?.code).toBe("invalid_credentials");
  });

  it("never links an unverified e-mail: a new account without that address", async () => {
    const email = uniqueEmail("unverified");
    const admin = server.createAdminClient();
    const { data: created } = await admin.auth.admin.createUser({
      email,
      password: "correct horse",
      email_confirm: true,
    });
    const { user } = await signInThroughApp(googleAccount({ email, email_verified: false }));
    expect(user.id).not.toBe(created.user!.id);
    expect(user.email ?? "").toBe("");
    expect(user.identities?.map((identity) => identity.provider)).toEqual(["google"]);
  });

  it("returns to the site URL when redirect_to is not allowed", async () => {
    const client = appClient();
    const { data } = await client.auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: "https://elsewhere.example/steal", skipBrowserRedirect: true },
    });
    const sub = googleAccount({ email: uniqueEmail(), email_verified: true });
    const landing = await signInWithGoogle(data.url!, sub);
    expect(landing.origin).toBe("http://localhost:3000");
    expect(landing.searchParams.get("code")).toBeTruthy();
  });
});

describe("Google sign-in (implicit)", () => {
  it("puts the session in the fragment", async () => {
    const email = uniqueEmail("implicit");
    const { data } = await appClient("implicit").auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: APP, skipBrowserRedirect: true },
    });
    const landing = await signInWithGoogle(
      data.url!,
      googleAccount({ email, email_verified: true }),
    );
    expect(landing.search).toBe("");
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("refresh_token")).toBeTruthy();
    const { data: found } = await appClient().auth.getUser(fragment.get("access_token")!);
    expect(found.user?.email).toBe(email);
  });
});

describe("Google sign-in when e-mail must be confirmed", () => {
  it("refuses an unverified e-mail with provider_email_needs_verification", async () => {
    const strict = await createTestServer({
      db: server.db,
      env: { ...googleSignInEnv(provider), AUTH_EMAIL_AUTOCONFIRM: "false" },
    });
    const started = await strict.fetch(
      `${TEST_ORIGIN}/auth/v1/authorize?provider=google&redirect_to=${APP}`,
    );
    const sub = googleAccount({ email: uniqueEmail(), email_verified: false });
    const callback = await signInAtProvider(started.headers.get("location")!, CALLBACK, sub);
    const landing = new URL((await strict.fetch(callback.toString())).headers.get("location")!);
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      error: "server_error",
      error_code: "provider_email_needs_verification",
      error_description:
        "Unverified email with google. Verify the email with google in order to sign in",
    });
  });
});
