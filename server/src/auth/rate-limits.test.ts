import { describe, expect, it } from "vitest";
import { useTestServer } from "../testing/use-test-server.ts";
import { uniqueEmail } from "./auth-test-helpers.ts";

const server = useTestServer({
  env: { AUTH_RATE_LIMIT_OTP: "3", AUTH_RATE_LIMIT_EMAIL_SENT: "2", TRUSTED_PROXIES: "10.0.0.1" },
});

/** POST /recover as if from `peer` (the socket address), optionally through a proxy header. */
async function recover(email: string, peer: string, forwardedFor?: string) {
  const response = await server.app.request(
    "http://localhost/auth/v1/recover",
    {
      method: "POST",
      headers: {
        "X-Supabase-Api-Version": "2024-01-01",
        ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
      },
      body: JSON.stringify({ email }),
    },
    { incoming: { socket: { remoteAddress: peer } } },
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get("retry-after"),
  };
}

describe("rate limits", () => {
  it("limit each client IP to the configured count per window, then reset", async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await recover(uniqueEmail(), "203.0.113.1")).status).toBe(200);
    const refused = await recover(uniqueEmail(), "203.0.113.1");
    expect(refused).toMatchObject({
      status: 429,
      body: { code: "over_request_rate_limit", message: "Request rate limit reached" },
    });
    const secondsIntoWindow = Math.floor(server.clock.now().getTime() / 1000) % 300;
    expect(Number(refused.retryAfter)).toBe(300 - secondsIntoWindow);
    expect((await recover(uniqueEmail(), "203.0.113.2")).status).toBe(200);
    server.clock.advance(300);
    expect((await recover(uniqueEmail(), "203.0.113.1")).status).toBe(200);
  });

  it("limit each e-mail address across IPs", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1)
      expect((await recover(email, `198.51.100.${i}`)).status).toBe(200);
    expect((await recover(email, "198.51.100.9")).body.code).toBe("over_request_rate_limit");
  });

  it("believe X-Forwarded-For only from a trusted proxy", async () => {
    server.clock.advance(300);
    for (let i = 0; i < 4; i += 1) {
      expect((await recover(uniqueEmail(), "10.0.0.1", `192.0.2.${i}`)).status).toBe(200);
    }
    for (let i = 0; i < 3; i += 1) await recover(uniqueEmail(), "203.0.113.50", `192.0.2.${i}`);
    expect((await recover(uniqueEmail(), "203.0.113.50", "192.0.2.99")).status).toBe(429);
  });

  it("count an IPv6 client by its /64, an IPv4-mapped one as IPv4", async () => {
    server.clock.advance(300);
    for (let i = 1; i <= 3; i += 1) {
      expect((await recover(uniqueEmail(), "10.0.0.1", `2001:db8:5:6::${i}`)).status).toBe(200);
    }
    const sameNet = await recover(uniqueEmail(), "10.0.0.1", "2001:db8:5:6:ffff:1:2:3");
    expect(sameNet).toMatchObject({ status: 429, body: { code: "over_request_rate_limit" } });
    expect((await recover(uniqueEmail(), "10.0.0.1", "2001:db8:5:7::1")).status).toBe(200);
    for (let i = 0; i < 3; i += 1) await recover(uniqueEmail(), "203.0.113.70");
    expect((await recover(uniqueEmail(), "::ffff:203.0.113.70")).status).toBe(429);
  });

  it("cap e-mails sent per hour for the instance", async () => {
    server.clock.advance(3600);
    const admin = server.createAdminClient().auth.admin;
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of emails) await admin.createUser({ email, email_confirm: true });
    expect((await recover(emails[0] ?? "", "203.0.113.60")).status).toBe(200);
    expect((await recover(emails[1] ?? "", "203.0.113.61")).status).toBe(200);
    expect(await recover(emails[2] ?? "", "203.0.113.62")).toMatchObject({
      status: 429,
      body: { code: "over_email_send_rate_limit", message: "email rate limit exceeded" },
    });
    server.clock.advance(3600);
    expect((await recover(emails[2] ?? "", "203.0.113.62")).status).toBe(200);
  });
});
