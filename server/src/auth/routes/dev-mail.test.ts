import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { createJwtVerifier } from "../../lib/jwt.ts";
import { createLogger } from "../../lib/logger.ts";
import { createTestServer } from "../../testing/create-test-server.ts";
import { useTestServer } from "../../testing/use-test-server.ts";
import { uniqueEmail } from "../auth-test-helpers.ts";

const OUTBOX_TOKEN = "this-start-s-outbox-token-0123456789abcdef";
const REFUSAL = {
  message:
    "The outbox is readable only with the token printed at start (?token=) or the service_role key",
};

const server = useTestServer({ env: { AUTH_EMAIL_AUTOCONFIRM: "false" } });
/** The app as `npm start` builds it: with this start's outbox token. */
let app: ReturnType<typeof createApp>;

/** A request as @hono/node-server hands it to the app: the TCP peer is in `env.incoming`. */
function requestFrom(peer: string, path: string, headers: Record<string, string> = {}) {
  const env = { incoming: { socket: { remoteAddress: peer } } };
  return app.request(`http://localhost${path}`, { headers }, env);
}

beforeAll(() => {
  app = createApp({
    config: server.config,
    db: server.db,
    keys: server.keys,
    jwt: createJwtVerifier(server.keys, server.clock),
    clock: server.clock,
    logger: createLogger("silent"),
    outboxToken: OUTBOX_TOKEN,
  });
});

describe("GET /_dev/mail", () => {
  it("lists outbox mail with clickable links, filtered by recipient, with the start's token", async () => {
    const email = uniqueEmail();
    await server.createClient().auth.signUp({ email, password: "correct horse" });
    const to = encodeURIComponent(email);
    const response = await requestFrom("192.0.2.7", `/_dev/mail?token=${OUTBOX_TOKEN}&to=${to}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Confirm your Bhakti Setu account");
    expect(html).toMatch(
      /<a href="http:\/\/localhost:3000\/auth\/v1\/verify\?token=[0-9a-f]{56}&#38;type=signup/,
    );
    // Filtering keeps the token; the page's links do not pass it on as a Referer.
    expect(html).toContain(`<input type="hidden" name="token" value="${OUTBOX_TOKEN}">`);
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    const json = await requestFrom("::1", `/_dev/mail?format=json&token=${OUTBOX_TOKEN}&to=${to}`);
    expect(((await json.json()) as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it.each([
    ["this machine (loopback) without the token", "127.0.0.1", "", {}],
    ["this machine (IPv6 loopback) without the token", "::1", "", {}],
    ["another machine", "192.0.2.7", "", {}],
    ["a wrong token", "127.0.0.1", "&token=this-start-s-outbox-token-0123456789abcdeX", {}],
    ["a token cut short", "127.0.0.1", "&token=this-start", {}],
    ["an empty token", "127.0.0.1", "&token=", {}],
    ["the token as a header", "127.0.0.1", "", { apikey: OUTBOX_TOKEN }],
    ["the anon key", "127.0.0.1", "", { apikey: "anon" }],
    ["a forged key", "127.0.0.1", "", { authorization: "Bearer e30.e30.AAAA" }],
  ])("refuses %s with 401, no mail and no cache", async (_, peer, query, headers) => {
    const resolved = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        value === "anon" ? server.keys.anonKey : value,
      ]),
    );
    const response = await requestFrom(peer, `/_dev/mail?format=json${query}`, resolved);
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual(REFUSAL);
  });

  it("refuses every token when the app was built without one (tests, in-process calls)", async () => {
    expect((await server.fetch("http://localhost/_dev/mail")).status).toBe(401);
    expect((await server.fetch("http://localhost/_dev/mail?token=")).status).toBe(401);
  });

  it.each([
    ["apikey", (key: string) => ({ apikey: key })],
    ["Authorization: Bearer", (key: string) => ({ authorization: `Bearer ${key}` })],
  ])("serves whoever sends the service_role key as %s", async (_, header) => {
    const response = await requestFrom(
      "192.0.2.7",
      "/_dev/mail?format=json",
      header(server.keys.serviceRoleKey),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toHaveProperty("messages");
  });

  it("over a real socket from 127.0.0.1: refused without the token, served with it", async () => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => listening.once("listening", resolve));
    const { port } = listening.address() as AddressInfo;
    try {
      const bare = await fetch(`http://127.0.0.1:${port}/_dev/mail?format=json`);
      expect(bare.status).toBe(401);
      const withToken = await fetch(
        `http://127.0.0.1:${port}/_dev/mail?format=json&token=${OUTBOX_TOKEN}`,
      );
      expect(withToken.status).toBe(200);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
    }
  });

  it("does not exist in production", async () => {
    const production = await createTestServer({
      db: server.db,
      env: {
        NODE_ENV: "production",
        AUTH_JWT_KEYS: "set",
        ANON_KEY: "set",
        SERVICE_ROLE_KEY: "set",
      },
    });
    const response = await production.fetch("http://localhost/_dev/mail");
    expect(response.status).toBe(404);
  });
});
