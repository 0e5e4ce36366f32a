import { describe, expect, it } from "vitest";
import { createTestServer } from "../../testing/create-test-server.ts";
import { useTestServer } from "../../testing/use-test-server.ts";

const server = useTestServer();

describe("GET /settings", () => {
  it("reports the providers and options in GoTrue's shape", async () => {
    const response = await server.fetch("http://localhost/auth/v1/settings");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & {
      external: Record<string, boolean>;
    };
    expect(body).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    });
    expect(body.external).toMatchObject({
      email: true,
      phone: false,
      anonymous_users: false,
      google: false,
    });
  });

  it("follows SMTP: autoconfirm is off by default once SMTP_URL is set", async () => {
    const smtp = await createTestServer({
      db: server.db,
      env: { SMTP_URL: "smtp://localhost:2525" },
    });
    const body = (await (await smtp.fetch("http://localhost/auth/v1/settings")).json()) as Record<
      string,
      unknown
    >;
    expect(body.mailer_autoconfirm).toBe(false);
  });
});
