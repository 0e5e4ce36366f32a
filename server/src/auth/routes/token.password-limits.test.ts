import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import { uniqueEmail } from "../auth-test-helpers.ts";

const server = useTestServer();
const PASSWORD = "correct horse";

async function createUser({ isConfirmed = true } = {}): Promise<string> {
  const email = uniqueEmail();
  const { error } = await server
    .createAdminClient()
    .auth.admin.createUser({ email, password: PASSWORD, email_confirm: isConfirmed });
  if (error) throw error;
  return email;
}

/** POST /token with `body` as if from the socket address `ip`. */
async function postToken(grantType: string, body: Record<string, string>, ip: string) {
  const response = await server.app.request(
    `http://localhost/auth/v1/token?grant_type=${grantType}`,
    {
      method: "POST",
      headers: { "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  const json = (await response.json()) as { code?: string; refresh_token?: string };
  return {
    status: response.status,
    code: json.code,
    json,
    retryAfter: response.headers.get("retry-after"),
  };
}

function signIn(email: string, password: string, ip: string) {
  return postToken("password", { email, password }, ip);
}

async function failTimes(email: string, ip: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    expect((await signIn(email, `wrong ${i}`, ip)).code).toBe("invalid_credentials");
  }
}

describe("failed password sign-ins", () => {
  it("refuse the 11th guess from one IP for one address, with Retry-After", async () => {
    const email = await createUser();
    await failTimes(email, "203.0.113.10", 10);
    const refused = await signIn(email, PASSWORD, "203.0.113.10");
    expect(refused).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    expect(Number(refused.retryAfter)).toBe(900);
    server.clock.advance(899);
    expect(Number((await signIn(email, PASSWORD, "203.0.113.10")).retryAfter)).toBe(1);
    server.clock.advance(1);
    expect((await signIn(email, PASSWORD, "203.0.113.10")).status).toBe(200);
  });

  it("let no more than 10 concurrent guesses through", async () => {
    const email = await createUser();
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn(email, `wrong ${i}`, "203.0.113.15")),
    );
    expect(replies.filter((reply) => reply.status === 400)).toHaveLength(10);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(15);
  });

  it("let the owner in from another IP while a guesser is blocked", async () => {
    const email = await createUser();
    await failTimes(email, "203.0.113.20", 10);
    expect((await signIn(email, "wrong", "203.0.113.20")).status).toBe(429);
    expect((await signIn(email, PASSWORD, "198.51.100.20")).status).toBe(200);
  });

  it("forget an IP's failures for an address once it signs in", async () => {
    const email = await createUser();
    await failTimes(email, "203.0.113.30", 9);
    expect((await signIn(email, PASSWORD, "203.0.113.30")).status).toBe(200);
    await failTimes(email, "203.0.113.30", 10);
    expect((await signIn(email, PASSWORD, "203.0.113.30")).status).toBe(429);
  });

  it("forget them too when the right password is refused for an unconfirmed address", async () => {
    const email = await createUser({ isConfirmed: false });
    await failTimes(email, "203.0.113.35", 9);
    expect((await signIn(email, PASSWORD, "203.0.113.35")).code).toBe("email_not_confirmed");
    await failTimes(email, "203.0.113.35", 9);
    expect((await signIn(email, PASSWORD, "203.0.113.35")).code).toBe("email_not_confirmed");
  });

  it("keep them when the session cannot be written", async () => {
    const email = await createUser();
    await failTimes(email, "203.0.113.37", 9);
    await server.db.exec(
      "alter table auth.refresh_tokens add constraint probe_refuse check (token_hash is null) not valid",
    );
    try {
      expect((await signIn(email, PASSWORD, "203.0.113.37")).status).toBe(500);
    } finally {
      await server.db.exec("alter table auth.refresh_tokens drop constraint probe_refuse");
    }
    const { rows } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1",
      [email],
    );
    expect(rows[0]?.n).toBe(0);
    expect((await signIn(email, PASSWORD, "203.0.113.37")).code).toBe("over_request_rate_limit");
  });

  it("count in a sliding window: no double burst across a window edge", async () => {
    const email = await createUser();
    server.clock.advance(600);
    await failTimes(email, "203.0.113.40", 10);
    server.clock.advance(600);
    const refused = await signIn(email, "wrong", "203.0.113.40");
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBe(300);
  });

  it("slow guesses from many IPs for a few minutes, then let the owner in", async () => {
    const email = await createUser();
    await failTimes(email, "192.0.2.1", 10);
    await failTimes(email, "192.0.2.2", 10);
    const refused = await signIn(email, PASSWORD, "198.51.100.50");
    expect(refused).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    expect(Number(refused.retryAfter)).toBe(300);
    server.clock.advance(300);
    expect((await signIn(email, PASSWORD, "198.51.100.50")).status).toBe(200);
  });

  it("refuse a client's 31st failure across 31 accounts, and its whole /64's, for 5 minutes", async () => {
    const ip = "2001:db8:31:1::1";
    for (let i = 0; i < 30; i += 1) {
      expect((await signIn(uniqueEmail("spray"), "Summer2026!", ip)).code).toBe(
        "invalid_credentials",
      );
    }
    const refused = await signIn(uniqueEmail("spray"), "Summer2026!", ip);
    expect(refused).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    expect(Number(refused.retryAfter)).toBe(300);
    const neighbour = await signIn(uniqueEmail("spray"), "Summer2026!", "2001:db8:31:1:ffff::9");
    expect(neighbour.status).toBe(429);
    const otherNet = await signIn(uniqueEmail("spray"), "Summer2026!", "2001:db8:31:2::1");
    expect(otherNet.code).toBe("invalid_credentials");
    server.clock.advance(300);
    expect((await signIn(uniqueEmail("spray"), "Summer2026!", ip)).code).toBe(
      "invalid_credentials",
    );
  });

  it("not count successful sign-ins towards a client's failures across accounts", async () => {
    const ip = "203.0.113.65";
    for (let i = 0; i < 29; i += 1) await signIn(uniqueEmail("spray"), "Summer2026!", ip);
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(await createUser(), PASSWORD, ip)).status).toBe(200);
    expect((await signIn(uniqueEmail("spray"), "Summer2026!", ip)).code).toBe(
      "invalid_credentials",
    );
    expect((await signIn(uniqueEmail("spray"), "Summer2026!", ip)).status).toBe(429);
  });

  it("do not count refresh-token grants", async () => {
    const email = await createUser();
    const ip = "203.0.113.60";
    let { json } = await signIn(email, PASSWORD, ip);
    await failTimes(email, ip, 9);
    for (let i = 0; i < 20; i += 1) {
      ({ json } = await postToken(
        "refresh_token",
        { refresh_token: json.refresh_token ?? "" },
        ip,
      ));
      expect(json.refresh_token).toBeTruthy();
    }
    await failTimes(email, ip, 1);
    expect((await signIn(email, PASSWORD, ip)).status).toBe(429);
  });

  it("keep the limit bookkeeping out of reach of the API's roles", async () => {
    const { rows } = await server.db.query<{ role: string; allowed: boolean }>(
      `select role, has_function_privilege(role,
         'auth.begin_password_attempt(text[], integer[], integer[], timestamptz)', 'execute') as allowed
       from unnest(array['anon', 'authenticated']) as role`,
    );
    expect(rows).toEqual([
      { role: "anon", allowed: false },
      { role: "authenticated", allowed: false },
    ]);
  });
});
