import { decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createTestServer, type TestServer } from "../testing/create-test-server.ts";
import { useTestServer } from "../testing/use-test-server.ts";

// The custom access token hook (AUTH_HOOK_CUSTOM_ACCESS_TOKEN_URI, Supabase Auth's
// GOTRUE_HOOK_CUSTOM_ACCESS_TOKEN_URI): by default public.custom_access_token_hook adds the
// user's roles to every access token; another function may refuse a token or is held to the
// claims a session needs; an empty URI turns it off.
const server = useTestServer();

beforeAll(async () => {
  await server.db.exec(`
    create function public.refusing_hook(event jsonb) returns jsonb language sql as
      $$ select '{"error": {"http_code": 403, "message": "Sign-in is paused"}}'::jsonb $$;
    create function public.identity_changing_hook(event jsonb) returns jsonb language sql as
      $$ select jsonb_build_object('claims', (event -> 'claims') || '{"role": "service_role"}') $$;
  `);
});

let count = 0;
async function signUp(target: TestServer = server) {
  count += 1;
  const email = `hook-${count}@example.test`;
  const client = target.createClient();
  const { data, error } = await client.auth.signUp({ email, password: "a-long-password-1" });
  expect(error).toBeNull();
  return { client, email, userId: data.user!.id, accessToken: data.session!.access_token };
}

describe("the default hook, public.custom_access_token_hook", () => {
  it("gives a new user's token an empty user_roles claim", async () => {
    const { accessToken } = await signUp();
    expect(decodeJwt(accessToken).user_roles).toEqual([]);
  });

  it("carries the roles, primary first, from the next token on (sign-in and refresh)", async () => {
    const { client, email, userId } = await signUp();
    await server.db.query(
      `insert into public.user_roles (user_id, role, is_primary)
       values ($1, 'devotee', false), ($1, 'pujari', true)`,
      [userId],
    );
    const expected = [
      { role: "pujari", is_primary: true },
      { role: "devotee", is_primary: false },
    ];
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).user_roles).toEqual(expected);
    const signedIn = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "a-long-password-1" });
    const claims = decodeJwt(signedIn.data.session!.access_token);
    expect(claims.user_roles).toEqual(expected);
    expect(claims).toMatchObject({ sub: userId, role: "authenticated", aal: "aal1" });
  });

  it("cannot be called through the data API, by a user or anonymously", async () => {
    const { client, userId } = await signUp();
    const event = { user_id: userId, claims: {}, authentication_method: "password" };
    const asUser = await client.rpc("custom_access_token_hook", { event });
    expect(asUser.error?.code).toBe("42501");
    const asAnon = await server.createClient().rpc("custom_access_token_hook", { event });
    expect(asAnon.error?.code).toBe("42501");
  });
});

describe("another hook", () => {
  it("refusing the token fails the sign-up's session with its status and message", async () => {
    const refusing = await createTestServer({
      db: server.db,
      env: { AUTH_HOOK_CUSTOM_ACCESS_TOKEN_URI: "pg-functions://postgres/public/refusing_hook" },
    });
    try {
      const { error, data } = await refusing
        .createClient()
        .auth.signUp({ email: "refused@example.test", password: "a-long-password-1" });
      expect(error).toMatchObject({ status: 403, message: "Sign-in is paused" });
      expect(data.session).toBeNull();
    } finally {
      await refusing.close();
    }
  });

  it("changing who the token is for is refused: 500, no token", async () => {
    const changing = await createTestServer({
      db: server.db,
      env: {
        AUTH_HOOK_CUSTOM_ACCESS_TOKEN_URI: "pg-functions://postgres/public/identity_changing_hook",
      },
    });
    try {
      const { error, data } = await changing
        .createClient()
        .auth.signUp({ email: "changed@example.test", password: "a-long-password-1" });
      expect(error?.status).toBe(500);
      expect(data.session).toBeNull();
    } finally {
      await changing.close();
    }
  });

  it("an empty URI turns the hook off: no user_roles claim", async () => {
    const off = await createTestServer({
      db: server.db,
      env: { AUTH_HOOK_CUSTOM_ACCESS_TOKEN_URI: "" },
    });
    try {
      const { accessToken } = await signUp(off);
      expect(decodeJwt(accessToken)).not.toHaveProperty("user_roles");
    } finally {
      await off.close();
    }
  });

  it("a URI that names no Postgres function stops start-up", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "test", AUTH_HOOK_CUSTOM_ACCESS_TOKEN_URI: "https://hooks.test/x" }),
    ).toThrow(/pg-functions/);
  });
});
