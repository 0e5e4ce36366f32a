import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../../testing/create-test-server.ts";
import { useGoogleSignIn } from "../../testing/use-google-sign-in.ts";
import { expectValidationFailed } from "../auth-test-helpers.ts";

const { server, provider } = useGoogleSignIn();
const CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

function authorize(query: string) {
  return server.fetch(`${TEST_ORIGIN}/auth/v1/authorize?${query}`, {
    headers: { "X-Supabase-Api-Version": "2024-01-01" },
  });
}

describe("GET /authorize", () => {
  it("sends the browser to the provider with this server's client, callback, scopes and a signed state", async () => {
    const response = await authorize(
      `provider=google&redirect_to=http://localhost:3000/&scopes=https://www.googleapis.com/auth/calendar.readonly&code_challenge=${CHALLENGE}&code_challenge_method=s256&access_type=offline`,
    );
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get("location")!);
    expect(`${target.origin}${target.pathname}`).toBe(`${provider.issuer}/auth`);
    const params = Object.fromEntries(target.searchParams);
    expect(params).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: `${TEST_ORIGIN}/auth/v1/callback`,
      response_type: "code",
      scope: "openid email profile https://www.googleapis.com/auth/calendar.readonly",
      access_type: "offline",
    });
    expect(params.code_challenge).toBeUndefined();
    expect(params.redirect_to).toBeUndefined();
    const state = decodeJwt(params.state!);
    expect(state).toMatchObject({
      provider: "google",
      referrer: "http://localhost:3000/",
      nonce: params.nonce,
      flow_state_id: expect.any(String),
    });
    expect(state.exp! - state.iat!).toBe(300);
  });

  it("starts an implicit flow (no flow state) without a code challenge", async () => {
    const response = await authorize("provider=Google");
    const state = new URL(response.headers.get("location")!).searchParams.get("state")!;
    expect(decodeJwt(state)).not.toHaveProperty("flow_state_id");
    expect(decodeJwt(state).referrer).toBe("http://localhost:3000");
  });

  it("refuses a provider it does not know, and one that is not configured, as GoTrue does", async () => {
    const unknown = await authorize("provider=myspace");
    await expectValidationFailed(
      unknown,
      "Unsupported provider: Provider myspace could not be found",
    );
    const missing = await authorize("");
    expect((await missing.json()) as unknown).toMatchObject({
      message: "Unsupported provider: Provider  could not be found",
    });
    const off = await authorize("provider=github");
    expect(await off.json()).toEqual({
      code: "validation_failed",
      message: "Unsupported provider: provider is not enabled",
    });
  });

  it("refuses a half-given or malformed PKCE challenge", async () => {
    const half = await authorize(`provider=google&code_challenge=${CHALLENGE}`);
    expect(half.status).toBe(400);
    const method = await authorize(
      `provider=google&code_challenge=${CHALLENGE}&code_challenge_method=md5`,
    );
    expect(await method.json()).toMatchObject({
      message: "code challenge method not supported: md5",
    });
  });
});

describe("GET /settings with Google configured", () => {
  it("lists google as enabled", async () => {
    const body = (await (await server.fetch(`${TEST_ORIGIN}/auth/v1/settings`)).json()) as {
      external: Record<string, boolean>;
    };
    expect(body.external).toMatchObject({ google: true, github: false, email: true });
  });
});
