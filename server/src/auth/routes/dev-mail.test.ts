import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../testing/create-test-server.ts";
import { uniqueEmail } from "../auth-test-helpers.ts";

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { AUTH_EMAIL_AUTOCONFIRM: "false" } });
});
afterAll(() => server.close());

describe("GET /_dev/mail", () => {
  it("lists outbox mail with clickable links, filtered by recipient", async () => {
    const email = uniqueEmail();
    await server.createClient().auth.signUp({ email, password: "correct horse" });
    const response = await server.fetch(
      `http://localhost/_dev/mail?to=${encodeURIComponent(email)}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Confirm your Bhakti Setu account");
    expect(html).toMatch(
      /<a href="http:\/\/localhost:3000\/auth\/v1\/verify\?token=[0-9a-f]{56}&#38;type=signup/,
    );
    const json = await server.fetch(
      `http://localhost/_dev/mail?format=json&to=${encodeURIComponent(email)}`,
    );
    expect(((await json.json()) as { messages: unknown[] }).messages).toHaveLength(1);
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
