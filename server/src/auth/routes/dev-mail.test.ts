import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/create-test-server.ts";
import { uniqueEmail } from "../auth-test-helpers.ts";

let server: TestServer;

/** A request as @hono/node-server hands it to the app: the TCP peer is in `env.incoming`. */
function requestFrom(peer: string, path: string, headers: Record<string, string> = {}) {
  const env = { incoming: { socket: { remoteAddress: peer } } };
  return server.app.request(`http://localhost${path}`, { headers }, env);
}

/** An address of this machine that is not loopback, to connect from over a real socket. */
function nonLoopbackAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((info) => info?.family === "IPv4" && !info.internal)?.address;
}

beforeAll(async () => {
  server = await createTestServer({ env: { AUTH_EMAIL_AUTOCONFIRM: "false" } });
});
afterAll(() => server.close());

describe("GET /_dev/mail", () => {
  it("lists outbox mail with clickable links, filtered by recipient", async () => {
    const email = uniqueEmail();
    await server.createClient().auth.signUp({ email, password: "correct horse" });
    const response = await requestFrom("127.0.0.1", `/_dev/mail?to=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Confirm your Bhakti Setu account");
    expect(html).toMatch(
      /<a href="http:\/\/localhost:3000\/auth\/v1\/verify\?token=[0-9a-f]{56}&#38;type=signup/,
    );
    const json = await requestFrom("::1", `/_dev/mail?format=json&to=${encodeURIComponent(email)}`);
    expect(((await json.json()) as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it.each([
    ["another machine", "192.0.2.7", {}],
    ["another machine claiming to be local", "192.0.2.7", { "x-forwarded-for": "127.0.0.1" }],
    ["a reverse proxy on this machine", "127.0.0.1", { "x-forwarded-for": "203.0.113.5" }],
    ["a reverse proxy on this machine (Forwarded)", "::1", { forwarded: "for=203.0.113.5" }],
    ["another machine with the anon key", "192.0.2.7", { apikey: "anon" }],
    ["another machine with a forged key", "192.0.2.7", { authorization: "Bearer e30.e30.AAAA" }],
  ])("refuses %s with 401 and no mail", async (_, peer, headers) => {
    const resolved = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        value === "anon" ? server.keys.anonKey : value,
      ]),
    );
    const response = await requestFrom(peer, "/_dev/mail?format=json", resolved);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: "The outbox is readable only from this machine or with the service_role key",
    });
  });

  it("refuses an in-process call with no peer address", async () => {
    expect((await server.fetch("http://localhost/_dev/mail")).status).toBe(401);
  });

  it.each([
    ["apikey", (key: string) => ({ apikey: key })],
    ["Authorization: Bearer", (key: string) => ({ authorization: `Bearer ${key}` })],
  ])("serves another machine that sends the service_role key as %s", async (_, header) => {
    const response = await requestFrom(
      "192.0.2.7",
      "/_dev/mail?format=json",
      header(server.keys.serviceRoleKey),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty("messages");
  });

  it.skipIf(!nonLoopbackAddress())(
    "over real sockets: serves 127.0.0.1, refuses this machine's network address",
    async () => {
      const listening = serve({ fetch: server.app.fetch, port: 0, hostname: "0.0.0.0" });
      await new Promise((resolve) => listening.once("listening", resolve));
      const { port } = listening.address() as AddressInfo;
      try {
        const local = await fetch(`http://127.0.0.1:${port}/_dev/mail?format=json`);
        expect(local.status).toBe(200);
        const remote = await fetch(`http://${nonLoopbackAddress()}:${port}/_dev/mail?format=json`);
        expect(remote.status).toBe(401);
      } finally {
        await new Promise((resolve) => listening.close(resolve));
      }
    },
  );

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
