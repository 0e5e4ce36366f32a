import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../testing/create-test-server.ts";
import {
  createBrowser,
  createEmailUser,
  exhaustAddressLimit,
  freshGuesserIp,
  TEST_PROXY,
  uniqueEmail,
} from "./auth-test-helpers.ts";

let server: TestServer;
let accessToken = "";
let userId = "";
let usersBefore = 0;

/** Plausible input of each route: body fields (JSON) and query parameters, all strings fuzzed. */
interface RouteInput {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  as?: "user" | "admin";
}

const EMAIL = "fuzz@example.com";
const CHALLENGE = "a".repeat(43);
const METADATA = { name: "Asha", tags: ["seva"] };

/** Every route of the auth router; the first test checks none is missing. */
/** No such factor: every bad-text refusal must come before the factor is looked up. */
const FACTOR_ID = randomUUID();

const ROUTES: Record<string, RouteInput> = {
  "GET /health": { query: { q: "x" } },
  "GET /.well-known/jwks.json": { query: { q: "x" } },
  "GET /settings": { query: { q: "x" } },
  "GET /authorize": {
    query: { provider: "google", redirect_to: "http://localhost:3000", scopes: "email" },
  },
  "GET /callback": { query: { code: "c", state: "s", error_description: "d" } },
  "POST /signup": {
    body: { email: EMAIL, password: "correct horse", data: METADATA, code_challenge: CHALLENGE },
    query: { redirect_to: "http://localhost:3000/home" },
  },
  "POST /token": {
    body: { email: EMAIL, phone: "", password: "x", refresh_token: "r", auth_code: "c" },
    query: { grant_type: "password" },
  },
  "POST /otp": {
    body: { email: EMAIL, data: METADATA, channel: "sms", code_challenge: CHALLENGE },
  },
  "POST /magiclink": { body: { email: EMAIL, data: METADATA } },
  "POST /verify": { body: { type: "signup", token: "123456", email: EMAIL, redirect_to: "x" } },
  "GET /verify": { query: { type: "signup", token: "t", redirect_to: "http://localhost:3000" } },
  "POST /recover": { body: { email: EMAIL, code_challenge_method: "s256" } },
  "POST /resend": { body: { type: "signup", email: EMAIL, phone: "" } },
  "GET /user": { as: "user", query: { q: "x" } },
  "PUT /user": {
    as: "user",
    body: {
      email: EMAIL,
      password: "new horse",
      nonce: "n",
      current_password: "p",
      data: METADATA,
    },
  },
  "GET /reauthenticate": { as: "user", query: { q: "x" } },
  "POST /logout": { as: "user", query: { scope: "local" } },
  "POST /invite": { as: "admin", body: { email: EMAIL, data: METADATA } },
  "POST /admin/generate_link": {
    as: "admin",
    body: { type: "signup", email: EMAIL, password: "correct horse", data: METADATA },
  },
  "GET /admin/users": { as: "admin", query: { filter: "fuzz", sort: "created_at asc" } },
  "POST /admin/users": {
    as: "admin",
    body: { email: EMAIL, password: "correct horse", user_metadata: METADATA, role: "x" },
  },
  "GET /admin/users/:user_id": { as: "admin", query: { q: "x" } },
  "PUT /admin/users/:user_id": {
    as: "admin",
    body: { email: EMAIL, phone: "", app_metadata: METADATA, ban_duration: "1h" },
  },
  "DELETE /admin/users/:user_id": { as: "admin", query: { q: "x" } },
  "POST /factors": {
    as: "user",
    body: { factor_type: "totp", friendly_name: "Phone", issuer: "Setu" },
  },
  "POST /factors/:factor_id/challenge": { as: "user", body: { channel: "sms" } },
  "POST /factors/:factor_id/verify": {
    as: "user",
    body: { challenge_id: FACTOR_ID, code: "123456" },
  },
  "DELETE /factors/:factor_id": { as: "user", query: { q: "x" } },
  "GET /admin/users/:user_id/factors": { as: "admin", query: { q: "x" } },
  "PUT /admin/users/:user_id/factors/:factor_id": {
    as: "admin",
    body: { friendly_name: "Phone" },
  },
  "DELETE /admin/users/:user_id/factors/:factor_id": { as: "admin", query: { q: "x" } },
};

/** NUL and ill-formed UTF-16: lone high and low surrogates, and a pair in the wrong order. */
const badText = fc.constantFrom("\u0000", "\ud800", "\udfff", "\udc00\ud800");
/** A URL carries only UTF-8 (a lone surrogate arrives as U+FFFD), so queries get NUL. */
const badQueryText = fc.constant("\u0000");

/** The paths of every string (and every key) in a JSON value, to put bad text into. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(Array.isArray(value) ? [] : [[...path, `key:${key}`]]),
    ...stringPaths(item, [...path, key]),
  ]);
}

/** A copy of `value` with `bad` spliced into the string (or key) at `path`. */
function injectText(value: unknown, path: string[], bad: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return `${String(value).slice(0, 2)}${bad}${String(value).slice(2)}`;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => {
    if (head === `key:${key}` && rest.length === 0) return [`${key}${bad}`, item];
    return head === key ? [key, injectText(item, rest, bad)] : [key, item];
  });
  return Array.isArray(value) ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

async function send(route: string, input: RouteInput, body: unknown, query: object) {
  const [method = "GET", pattern = "/"] = route.split(" ");
  const path = pattern.replace(":user_id", userId).replace(":factor_id", FACTOR_ID);
  const url = new URL(`http://localhost/auth/v1${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const token = input.as === "admin" ? server.keys.serviceRoleKey : accessToken;
  const response = await server.fetch(url, {
    method,
    headers: {
      "X-Supabase-Api-Version": "2024-01-01",
      ...(input.as ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
  });
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

async function countUsers(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    "select count(*)::int as n from auth.users",
  );
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  server = await createTestServer({
    env: {
      AUTH_RATE_LIMIT_OTP: "0",
      AUTH_RATE_LIMIT_TOKEN: "0",
      AUTH_RATE_LIMIT_VERIFY: "0",
      TRUSTED_PROXIES: TEST_PROXY,
    },
  });
  const { data, error } = await server
    .createClient()
    .auth.signUp({ email: uniqueEmail(), password: "correct horse" });
  if (error || !data.session || !data.user) throw error ?? new Error("no session");
  accessToken = data.session.access_token;
  userId = data.user.id;
  usersBefore = await countUsers();
});
afterAll(() => server.close());

describe("NUL and invalid UTF-16 in auth requests", () => {
  it("covers every route of the auth router", () => {
    const served = server.app.routes
      .filter((route) => route.path.startsWith("/auth/v1/") && route.method !== "ALL")
      .map((route) => `${route.method} ${route.path.slice("/auth/v1".length)}`);
    expect(Object.keys(ROUTES).sort()).toEqual([...new Set(served)].sort());
  });

  it.each(Object.entries(ROUTES))(
    "%s refuses them in any body string or key, or query value, with 400 validation_failed",
    async (route, input) => {
      const targets = [
        ...stringPaths(input.body ?? {}).map((path) => ({ in: "body", path, bad: badText })),
        ...Object.keys(input.query ?? {}).map((name) => ({
          in: "query",
          path: [name],
          bad: badQueryText,
        })),
      ];
      const cases = fc
        .constantFrom(...targets)
        .chain((target) => fc.tuple(fc.constant(target), target.bad));
      await fc.assert(
        fc.asyncProperty(cases, async ([target, bad]) => {
          const body = target.in === "body" ? injectText(input.body, target.path, bad) : input.body;
          const query =
            target.in === "query" ? injectText(input.query, target.path, bad) : input.query;
          const reply = await send(route, input, body, query ?? {});
          expect(reply.status).toBe(400);
          expect(reply.body.code).toBe("validation_failed");
        }),
        { numRuns: 12 },
      );
    },
  );

  it("wrote nothing for any of them", async () => {
    expect(await countUsers()).toBe(usersBefore);
  });
});

describe("device cookies under fuzzing", () => {
  const PASSWORD = "correct horse";
  /** What a cookie value may hold here: base64url, the separator, and a few strangers. */
  const cookieText = fc.string({
    unit: fc.constantFrom(..."ABCXYZabcxyz0189-_.=!~%".split("")),
    maxLength: 120,
  });

  it("lets no value but the one issued past the per-address limit", async () => {
    const email = await createEmailUser(server, PASSWORD);
    const owner = createBrowser(server, "203.0.113.5");
    await owner.client.auth.signInWithPassword({ email, password: PASSWORD });
    const [[name, genuine] = ["", ""]] = [...owner.cookies];
    await exhaustAddressLimit(server, email);
    const mutated = fc
      .tuple(fc.nat({ max: genuine.length - 1 }), fc.nat({ max: 3 }), cookieText)
      .map(
        ([at, cut, text]) => `${genuine.slice(0, at)}${text.slice(0, 3)}${genuine.slice(at + cut)}`,
      );
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated, cookieText), async (value) => {
        fc.pre(value !== genuine);
        const { client } = createBrowser(server, freshGuesserIp(), new Map([[name, value]]));
        const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
        expect(error?.code).toBe("over_request_rate_limit");
      }),
      { numRuns: 60 },
    );
    const trusted = createBrowser(server, freshGuesserIp(), owner.cookies);
    expect(
      (await trusted.client.auth.signInWithPassword({ email, password: PASSWORD })).error,
    ).toBeNull();
  });

  it("never fails on an X-Forwarded-For client address, whatever it says", async () => {
    const forwarded = fc.oneof(fc.ipV4(), fc.ipV6(), fc.ipV4Extended(), cookieText);
    await fc.assert(
      fc.asyncProperty(forwarded, async (ip) => {
        const { client } = createBrowser(server, ip);
        const { error } = await client.auth.signInWithPassword({
          email: uniqueEmail("fuzz-ip"),
          password: "wrong",
        });
        expect(["invalid_credentials", "over_request_rate_limit"]).toContain(error?.code);
      }),
      { numRuns: 30 },
    );
  });
});
