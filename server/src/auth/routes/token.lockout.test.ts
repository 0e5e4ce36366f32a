import { describe, expect, it } from "vitest";
import { createTestServer } from "../../testing/create-test-server.ts";
import { useTestServer } from "../../testing/use-test-server.ts";
import {
  codeIn,
  createBrowser,
  createEmailUser,
  freshGuesserIp,
  latestMessage,
  TEST_PROXY,
} from "../auth-test-helpers.ts";

const server = useTestServer({ env: { TRUSTED_PROXIES: TEST_PROXY } });
const PASSWORD = "correct horse";

function signIn(ip: string, email: string, password: string) {
  return createBrowser(server, ip).client.auth.signInWithPassword({ email, password });
}

/** A distributed attack at 4 wrong guesses a minute, each from a fresh address, for `minutes`. */
async function attack(email: string, minutes: number): Promise<void> {
  for (let minute = 0; minute < minutes; minute += 1) {
    server.clock.advance(60);
    for (let i = 0; i < 4; i += 1) {
      const { error } = await signIn(freshGuesserIp(), email, `guess ${minute}-${i}`);
      expect(["invalid_credentials", "over_request_rate_limit"]).toContain(error?.code);
    }
  }
}

describe("an owner under a distributed password attack", () => {
  it("signs in from the browser they signed in from before, and by e-mail code", async () => {
    const email = await createEmailUser(server, PASSWORD);
    const home = createBrowser(server, "203.0.113.7");
    expect((await home.client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBe(
      null,
    );
    await attack(email, 30);

    // The attacker gains nothing: the right password from an address without the cookie waits.
    const fresh = await signIn("198.51.100.7", email, PASSWORD);
    expect(fresh.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });

    const owner = await home.client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(owner.error).toBeNull();
    expect(owner.data.session?.access_token).toBeTruthy();

    const elsewhere = createBrowser(server, "198.51.100.8").client;
    expect((await elsewhere.auth.signInWithOtp({ email })).error).toBeNull();
    const code = codeIn(await latestMessage(server.db, email));
    const byCode = await elsewhere.auth.verifyOtp({ email, token: code, type: "email" });
    expect(byCode.error).toBeNull();
    expect(byCode.data.session?.user.email).toBe(email);
  });

  it("trusts the browser an e-mail code signed in from, too", async () => {
    const email = await createEmailUser(server, PASSWORD);
    const phone = createBrowser(server, "203.0.113.8");
    await phone.client.auth.signInWithOtp({ email });
    const code = codeIn(await latestMessage(server.db, email));
    expect((await phone.client.auth.verifyOtp({ email, token: code, type: "email" })).error).toBe(
      null,
    );
    await attack(email, 10);
    expect((await signIn("198.51.100.9", email, PASSWORD)).error?.status).toBe(429);
    expect((await phone.client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBe(
      null,
    );
  });

  it("sets the device cookie HttpOnly, SameSite=Strict, for the auth API only, for a year", async () => {
    const email = await createEmailUser(server, PASSWORD);
    const response = await createBrowser(server, "203.0.113.9").fetch(
      "http://localhost/auth/v1/token?grant_type=password",
      {
        method: "POST",
        headers: { apikey: server.keys.anonKey },
        body: JSON.stringify({ email, password: PASSWORD }),
      },
    );
    const [cookie = ""] = response.headers.getSetCookie();
    expect(cookie).toMatch(
      /^sb-device-[\w-]{16}=[\w-]+\.\d+\.[\w-]+; Max-Age=31536000; Path=\/auth\/v1; HttpOnly; SameSite=Strict$/,
    );

    const https = await createTestServer({
      db: server.db,
      env: { TRUSTED_PROXIES: TEST_PROXY, API_EXTERNAL_URL: "https://api.example.com" },
    });
    const secure = await createBrowser(https, "203.0.113.9").fetch(
      "http://localhost/auth/v1/token?grant_type=password",
      {
        method: "POST",
        headers: { apikey: https.keys.anonKey },
        body: JSON.stringify({ email, password: PASSWORD }),
      },
    );
    expect(secure.headers.getSetCookie()[0]).toMatch(/; Secure; SameSite=Strict$/);
  });

  it("holds a trusted browser to 10 failures per 15 minutes, then treats it as untrusted", async () => {
    const email = await createEmailUser(server, PASSWORD);
    const home = createBrowser(server, "203.0.113.10");
    await home.client.auth.signInWithPassword({ email, password: PASSWORD });
    await attack(email, 6);
    for (let i = 0; i < 10; i += 1) {
      const { error } = await home.client.auth.signInWithPassword({ email, password: `typo ${i}` });
      expect(error?.code).toBe("invalid_credentials");
    }
    // The same browser on another network: its own failures no longer count as a stranger's.
    const away = createBrowser(server, "203.0.113.110", home.cookies);
    const refused = await away.client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(refused.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    server.clock.advance(900);
    await attack(email, 6);
    expect((await away.client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBe(
      null,
    );
  });

  it("stops trusting a device cookie after a year", async () => {
    const email = await createEmailUser(server, PASSWORD);
    const home = createBrowser(server, "203.0.113.11");
    await home.client.auth.signInWithPassword({ email, password: PASSWORD });
    server.clock.advance(365 * 24 * 3600);
    await attack(email, 6);
    const refused = await home.client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(refused.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
  });
});
