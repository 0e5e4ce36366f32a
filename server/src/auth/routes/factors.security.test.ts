import { describe, expect, it } from "vitest";
import { authenticatorCode } from "../../testing/authenticator.ts";
import { useTestServer } from "../../testing/use-test-server.ts";
import {
  createBrowser,
  createEmailUser,
  enrolVerifiedFactor,
  TEST_PROXY,
} from "../auth-test-helpers.ts";

const server = useTestServer({ env: { TRUSTED_PROXIES: TEST_PROXY } });
const PASSWORD = "correct horse";

/** A user with a verified TOTP factor, and a fresh aal1 access token (what a password thief has). */
async function userWithFactor() {
  const email = await createEmailUser(server, PASSWORD);
  const { client } = createBrowser(server, "192.0.2.200");
  await client.auth.signInWithPassword({ email, password: PASSWORD });
  const { factorId, secret } = await enrolVerifiedFactor(server, client);
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (!signedIn.data.session) throw signedIn.error ?? new Error("no session");
  return { factorId, secret, token: signedIn.data.session.access_token };
}

type Factor = Awaited<ReturnType<typeof userWithFactor>>;

/** A code that is not the one an authenticator shows now, nor one step either side. */
function wrongCode({ secret }: Factor): string {
  const near = [-30, 0, 30].map((s) =>
    authenticatorCode(secret, new Date(server.clock.now().getTime() + s * 1000)),
  );
  let code = 0;
  while (near.includes(String(code).padStart(6, "0"))) code += 1;
  return String(code).padStart(6, "0");
}

/** POST /factors/{id}/{action} with the factor's token, from `ip`. */
async function post(factor: Factor, ip: string, action: string, body: object = {}) {
  const response = await createBrowser(server, ip).fetch(
    `http://localhost/auth/v1/factors/${factor.factorId}/${action}`,
    {
      method: "POST",
      headers: {
        Authorization: `Bearer ${factor.token}`,
        "X-Supabase-Api-Version": "2024-01-01",
      },
      body: JSON.stringify(body),
    },
  );
  const json = (await response.json()) as { id?: string; code?: string };
  return { status: response.status, json, retryAfter: response.headers.get("retry-after") };
}

async function challenge(factor: Factor, ip: string): Promise<string> {
  const reply = await post(factor, ip, "challenge");
  if (!reply.json.id) throw new Error(`no challenge: ${JSON.stringify(reply.json)}`);
  return reply.json.id;
}

function verify(factor: Factor, ip: string, challengeId: string, code: string) {
  return post(factor, ip, "verify", { challenge_id: challengeId, code });
}

describe("guessing second-factor codes", () => {
  it("checks at most 10 wrong codes per user in 15 minutes, from 60 addresses", async () => {
    const factor = await userWithFactor();
    const codes: (string | undefined)[] = [];
    for (let i = 1; i <= 60; i += 1) {
      const ip = `198.51.100.${i}`;
      const id = await challenge(factor, ip);
      for (let j = 0; j < 3; j += 1)
        codes.push((await verify(factor, ip, id, wrongCode(factor))).json.code);
    }
    expect(codes.filter((code) => code === "mfa_verification_failed")).toHaveLength(10);
    expect(codes.filter((code) => code === "over_request_rate_limit")).toHaveLength(170);

    const owner = "203.0.113.20";
    const refused = await verify(
      factor,
      owner,
      await challenge(factor, owner),
      authenticatorCode(factor.secret, server.clock.now()),
    );
    expect(refused).toMatchObject({ status: 429, json: { code: "over_request_rate_limit" } });
    expect(Number(refused.retryAfter)).toBe(900);
    server.clock.advance(900);
    const right = authenticatorCode(factor.secret, server.clock.now());
    expect((await verify(factor, owner, await challenge(factor, owner), right)).status).toBe(200);
  });

  it("counts the addresses of one IPv6 /64 as one client", async () => {
    const factor = await userWithFactor();
    const replies = [];
    for (let i = 1; i <= 40; i += 1) {
      const ip = `2001:db8:64:1::${i.toString(16)}`;
      const reply = await post(factor, ip, "challenge");
      replies.push(reply.status);
      if (reply.json.id)
        replies.push((await verify(factor, ip, reply.json.id, wrongCode(factor))).status);
    }
    // The mfa bucket holds 30 requests per 5 minutes: 15 challenges and their verifies.
    expect(replies.slice(0, 30).filter((status) => status === 200)).toHaveLength(15);
    expect(replies.slice(30).every((status) => status === 429)).toBe(true);
    expect(replies.filter((status) => status === 422).length).toBeLessThanOrEqual(10);
    expect((await post(factor, "2001:db8:64:2::1", "challenge")).status).toBe(200);
  });

  it("ends a challenge at its 5th wrong code", async () => {
    const factor = await userWithFactor();
    const ip = "203.0.113.30";
    const id = await challenge(factor, ip);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(factor, ip, id, wrongCode(factor))).json.code).toBe(
        "mfa_verification_failed",
      );
    }
    const right = authenticatorCode(factor.secret, server.clock.now());
    const after = await verify(factor, ip, id, right);
    expect(after).toMatchObject({ status: 422, json: { code: "mfa_factor_not_found" } });
    expect((await verify(factor, ip, await challenge(factor, ip), right)).status).toBe(200);
  });

  it("lets no more wrong codes through when they arrive at once", async () => {
    const factor = await userWithFactor();
    const ip = "203.0.113.40";
    const ids = [
      await challenge(factor, ip),
      await challenge(factor, ip),
      await challenge(factor, ip),
    ];
    const replies = await Promise.all(
      ids.flatMap((id) =>
        Array.from({ length: 8 }, () => verify(factor, ip, id, wrongCode(factor))),
      ),
    );
    const codes = replies.map((reply) => reply.json.code);
    expect(codes.filter((code) => code === "mfa_verification_failed")).toHaveLength(10);
    expect(
      codes.every((code) =>
        ["mfa_verification_failed", "over_request_rate_limit", "mfa_factor_not_found"].includes(
          code ?? "",
        ),
      ),
    ).toBe(true);
  });
});
