import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../../testing/create-test-server.ts";
import { signInAtProvider } from "../../testing/oidc-provider.ts";
import { useGoogleSignIn } from "../../testing/use-google-sign-in.ts";
import { uniqueEmail } from "../auth-test-helpers.ts";

const CALLBACK = `${TEST_ORIGIN}/auth/v1/callback`;
const SITE = "http://localhost:3000";
const APP = `${SITE}/welcome`;

const { server, provider } = useGoogleSignIn(SITE);

/** A state this server signed, from the provider URL /authorize answers with. */
async function startSignIn(query = ""): Promise<URL> {
  const response = await server.fetch(
    `${TEST_ORIGIN}/auth/v1/authorize?provider=google&redirect_to=${APP}${query}`,
  );
  return new URL(response.headers.get("location")!);
}

async function callback(query: Record<string, string>): Promise<Response> {
  return server.fetch(`${CALLBACK}?${new URLSearchParams(query)}`);
}

function errorOf(url: URL, part: "query" | "fragment") {
  const params = part === "query" ? url.searchParams : new URLSearchParams(url.hash.slice(1));
  return Object.fromEntries(params);
}

describe("GET /callback refuses what it did not start", () => {
  it("sends a forged, missing or expired state to the site URL with bad_oauth_state", async () => {
    const forged = await callback({ code: "x", state: "not-a-token" });
    expect(forged.status).toBe(303);
    const landing = new URL(forged.headers.get("location")!);
    expect(landing.origin + landing.pathname).toBe(`${SITE}/`);
    expect(errorOf(landing, "query")).toEqual({
      error: "invalid_request",
      error_code: "bad_oauth_state",
      error_description: "OAuth callback with invalid state",
    });
    expect(landing.hash).toBe("");

    const missing = new URL((await callback({ code: "x" })).headers.get("location")!);
    expect(errorOf(missing, "query")).toMatchObject({ error_code: "bad_oauth_callback" });

    const { data } = await server.createAdminClient().auth.admin.createUser({
      email: uniqueEmail(),
      password: "correct horse",
      email_confirm: true,
    });
    const session = await server
      .createClient()
      .auth.signInWithPassword({ email: data.user!.email!, password: "correct horse" });
    const accessToken = session.data.session!.access_token;
    const asState = new URL(
      (await callback({ code: "x", state: accessToken })).headers.get("location")!,
    );
    expect(errorOf(asState, "query")).toMatchObject({ error_code: "bad_oauth_state" });

    const state = (await startSignIn()).searchParams.get("state")!;
    server.clock.advance(301);
    const expired = new URL((await callback({ code: "x", state })).headers.get("location")!);
    expect(errorOf(expired, "query")).toMatchObject({ error_code: "bad_oauth_state" });
  });

  it("passes the provider's own error on to redirect_to, in the query and the fragment", async () => {
    const state = (await startSignIn()).searchParams.get("state")!;
    const response = await callback({
      error: "access_denied",
      error_description: "End-User aborted interaction",
      state,
    });
    expect(response.status).toBe(302);
    const landing = new URL(response.headers.get("location")!);
    expect(landing.origin + landing.pathname).toBe(APP);
    const expected = { error: "access_denied", error_description: "End-User aborted interaction" };
    expect(errorOf(landing, "query")).toEqual(expected);
    expect(errorOf(landing, "fragment")).toEqual(expected);
  });

  it("reports a code the provider will not exchange as server_error", async () => {
    const state = (await startSignIn()).searchParams.get("state")!;
    const landing = new URL((await callback({ code: "made-up", state })).headers.get("location")!);
    expect(errorOf(landing, "query")).toEqual({
      error: "server_error",
      error_code: "unexpected_failure",
      error_description: "Unable to exchange external code",
    });
    const noCode = new URL((await callback({ state })).headers.get("location")!);
    expect(errorOf(noCode, "fragment")).toMatchObject({ error_code: "bad_oauth_callback" });
  });

  it("gives out one auth code per PKCE flow: a replayed callback fails", async () => {
    const challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
    const started = await startSignIn(`&code_challenge=${challenge}&code_challenge_method=s256`);
    const sub = `google-${randomUUID().slice(0, 8)}`;
    provider.addAccount(sub, { email: uniqueEmail(), email_verified: true });
    const back = await signInAtProvider(started.toString(), CALLBACK, sub);
    const first = new URL((await server.fetch(back.toString())).headers.get("location")!);
    expect(first.searchParams.get("code")).toBeTruthy();
    const replay = new URL((await server.fetch(back.toString())).headers.get("location")!);
    expect(errorOf(replay, "query")).toMatchObject({ error: "server_error" });
    expect(replay.searchParams.get("code")).toBeNull();
  });
});
