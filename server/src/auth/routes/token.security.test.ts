import { generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import {
  createBrowser,
  createEmailUser,
  exhaustAddressLimit,
  freshGuesserIp,
  TEST_PROXY,
  uniqueEmail,
} from "../auth-test-helpers.ts";

const server = useTestServer({ env: { TRUSTED_PROXIES: TEST_PROXY } });

async function signedUp() {
  const { data } = await server
    .createClient()
    .auth.signUp({ email: uniqueEmail(), password: "correct horse" });
  if (!data.session) throw new Error("no session");
  return data.session;
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

function decodePart(token: string, index: number): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[index] ?? "", "base64url").toString()) as Record<
    string,
    unknown
  >;
}

async function getUserWith(token: string) {
  const response = await server.fetch("http://localhost/auth/v1/user", {
    headers: { Authorization: `Bearer ${token}`, "X-Supabase-Api-Version": "2024-01-01" },
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: string; message: string },
  };
}

describe("device cookies that must not let a guesser past the per-address limit", () => {
  const PASSWORD = "correct horse";

  /** The right password for `email`, from a fresh address, with `cookies`. */
  function signInWith(email: string, cookies: [string, string][]) {
    const { client } = createBrowser(server, freshGuesserIp(), new Map(cookies));
    return client.auth.signInWithPassword({ email, password: PASSWORD });
  }

  /** An address at its limit, the owner's genuine cookie for it, and a cookie for another address. */
  async function attackedAddress() {
    const email = await createEmailUser(server, PASSWORD);
    const owner = createBrowser(server, "203.0.113.90");
    await owner.client.auth.signInWithPassword({ email, password: PASSWORD });
    const attacker = createBrowser(server, "203.0.113.91");
    await attacker.client.auth.signInWithPassword({
      email: await createEmailUser(server, PASSWORD),
      password: PASSWORD,
    });
    await exhaustAddressLimit(server, email);
    const [genuine] = [...owner.cookies];
    const [own] = [...attacker.cookies];
    if (!genuine || !own) throw new Error("no device cookie was set");
    return { email, genuine, own };
  }

  it("refuses a cookie issued for another address, under its own name or the target's", async () => {
    const { email, genuine, own } = await attackedAddress();
    expect((await signInWith(email, [own])).error?.code).toBe("over_request_rate_limit");
    const renamed: [string, string] = [genuine[0], own[1]];
    expect((await signInWith(email, [renamed])).error?.code).toBe("over_request_rate_limit");
    expect((await signInWith(email, [genuine])).error).toBeNull();
  });

  it("refuses a tampered nonce, expiry or signature, and a made-up value", async () => {
    const { email, genuine } = await attackedAddress();
    const [name, value] = genuine;
    const [nonce = "", expires = "", mac = ""] = value.split(".");
    const flip = (text: string) => `${text.startsWith("A") ? "B" : "A"}${text.slice(1)}`;
    const forgeries = [
      `${flip(nonce)}.${expires}.${mac}`,
      `${nonce}.${Number(expires) + 3600}.${mac}`,
      `${nonce}.${expires}.${flip(mac)}`,
      `${nonce}.${expires}`,
      `${nonce}.${expires}.${mac}.${mac}`,
      "x.9999999999.y",
      "",
    ];
    for (const forged of forgeries) {
      const { error } = await signInWith(email, [[name, forged]]);
      expect(error?.code, forged).toBe("over_request_rate_limit");
    }
    expect((await signInWith(email, [genuine])).error).toBeNull();
  });
});

describe("access tokens that must not pass", () => {
  it("refuses a tampered signature", async () => {
    const { access_token } = await signedUp();
    const [header, payload, signature = ""] = access_token.split(".");
    const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    const result = await getUserWith(`${header}.${payload}.${flipped}`);
    expect(result.status).toBe(403);
    expect(result.body.code).toBe("bad_jwt");
    expect(result.body.message).toMatch(/^invalid JWT: unable to parse or verify signature, /);
  });

  it("refuses a tampered payload with the original signature", async () => {
    const { access_token } = await signedUp();
    const [header, , signature] = access_token.split(".");
    const payload = { ...decodePart(access_token, 1), role: "service_role" };
    expect((await getUserWith(`${header}.${encode(payload)}.${signature}`)).body.code).toBe(
      "bad_jwt",
    );
  });

  it("refuses alg none", async () => {
    const { access_token } = await signedUp();
    const header = { ...decodePart(access_token, 0), alg: "none" };
    const result = await getUserWith(`${encode(header)}.${access_token.split(".")[1]}.`);
    expect(result).toMatchObject({ status: 403, body: { code: "bad_jwt" } });
  });

  it("refuses HS256 signed with the published public key", async () => {
    const { access_token } = await signedUp();
    const jwk = server.keys.publicJwks.keys[0];
    const forged = await new SignJWT(decodePart(access_token, 1))
      .setProtectedHeader({ alg: "HS256", kid: jwk?.kid, typ: "JWT" })
      .sign(new TextEncoder().encode(JSON.stringify(jwk)));
    expect((await getUserWith(forged)).body.code).toBe("bad_jwt");
  });

  it("refuses a token signed by a key with an unknown kid", async () => {
    const { access_token } = await signedUp();
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const forged = await new SignJWT(decodePart(access_token, 1))
      .setProtectedHeader({ alg: "ES256", kid: "someone-else", typ: "JWT" })
      .sign(privateKey);
    expect((await getUserWith(forged)).body.code).toBe("bad_jwt");
  });

  it("refuses a token whose session was signed out, as auth-js expects", async () => {
    const session = await signedUp();
    const client = server.createClient();
    await client.auth.setSession(session);
    await client.auth.signOut();
    const result = await getUserWith(session.access_token);
    expect(result).toEqual({
      status: 403,
      body: {
        code: "session_not_found",
        message: "Session from session_id claim in JWT does not exist",
      },
    });
    const { error } = await server.createClient().auth.getUser(session.access_token);
    expect(error?.name).toBe("AuthSessionMissingError");
  });

  it("refuses a banned user's token and a deleted user's token", async () => {
    const banned = await signedUp();
    const admin = server.createAdminClient();
    await admin.auth.admin.updateUserById(banned.user.id, { ban_duration: "24h" });
    expect(await getUserWith(banned.access_token)).toEqual({
      status: 403,
      body: { code: "user_banned", message: "User is banned" },
    });
    const deleted = await signedUp();
    await admin.auth.admin.deleteUser(deleted.user.id);
    expect((await getUserWith(deleted.access_token)).body.code).toBe("user_not_found");
  });

  it("refuses requests without a bearer token", async () => {
    const response = await server.fetch("http://localhost/auth/v1/user");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 401,
      error_code: "no_authorization",
      msg: "This endpoint requires a valid Bearer token",
    });
  });

  it("keeps the anon key and user tokens off the admin routes", async () => {
    const anon = await server.createClient().auth.admin.listUsers();
    expect(anon.error).toMatchObject({
      code: "not_admin",
      status: 403,
      message: "User not allowed",
    });
    const session = await signedUp();
    const response = await server.fetch("http://localhost/auth/v1/admin/users", {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(response.status).toBe(403);
    const signup = await server.fetch("http://localhost/auth/v1/invite", {
      method: "POST",
      headers: { Authorization: `Bearer ${server.keys.anonKey}` },
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(signup.status).toBe(403);
  });

  it("refuses an expired token (moves the clock, so it runs last)", async () => {
    const session = await signedUp();
    server.clock.advance(3601);
    const result = await getUserWith(session.access_token);
    expect(result.status).toBe(403);
    expect(result.body).toEqual({
      code: "bad_jwt",
      message:
        "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired",
    });
  });
});
