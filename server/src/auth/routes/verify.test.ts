import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import { latestMessage, linkIn, uniqueEmail } from "../auth-test-helpers.ts";

const server = useTestServer({ env: { AUTH_EMAIL_AUTOCONFIRM: "false" } });

async function postVerify(body: Record<string, unknown>) {
  const response = await server.fetch("http://localhost/auth/v1/verify", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /verify", () => {
  it("confirms a sign-up with the token_hash from the link", async () => {
    const email = uniqueEmail();
    await server.createClient().auth.signUp({ email, password: "correct horse" });
    const hash = linkIn(await latestMessage(server.db, email)).searchParams.get("token") ?? "";
    const { data, error } = await server
      .createClient()
      .auth.verifyOtp({ token_hash: hash, type: "signup" });
    expect(error).toBeNull();
    expect(data.session?.user).toMatchObject({ email, user_metadata: { email_verified: true } });
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
  });

  it("lets only one of two concurrent verifications of a code through", async () => {
    const email = uniqueEmail();
    await server.createClient().auth.signUp({ email, password: "correct horse" });
    const hash = linkIn(await latestMessage(server.db, email)).searchParams.get("token") ?? "";
    const results = await Promise.all([
      server.createClient().auth.verifyOtp({ token_hash: hash, type: "signup" }),
      server.createClient().auth.verifyOtp({ token_hash: hash, type: "signup" }),
    ]);
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    expect(results.find((result) => result.error)?.error).toMatchObject({
      code: "otp_expired",
      status: 403,
    });
  });

  it("answers each malformed request as GoTrue does", async () => {
    expect(await postVerify({ token: "123456", email: "a@b.co" })).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "Verify requires a verification type" },
    });
    expect((await postVerify({ type: "signup" })).body.message).toBe(
      "Verify requires either a token or a token hash",
    );
    expect(
      (await postVerify({ type: "signup", token_hash: "x", email: "a@b.co" })).body.message,
    ).toBe("Only the token_hash and type should be provided");
    expect((await postVerify({ type: "signup", token: "123456" })).body.message).toBe(
      "Only an email address or phone number should be provided on verify",
    );
    expect(await postVerify({ type: "nope", token_hash: "x" })).toEqual({
      status: 400,
      body: { code: "validation_failed", message: "Unsupported verification type" },
    });
    expect(await postVerify({ type: "signup", token: "123456", email: "bad" })).toEqual({
      status: 422,
      body: { code: "validation_failed", message: "Invalid email format" },
    });
    expect(await postVerify({ type: "signup", token_hash: "0".repeat(56) })).toEqual({
      status: 403,
      body: { code: "otp_expired", message: "Email link is invalid or has expired" },
    });
  });

  it("refuses a banned user's code", async () => {
    const email = uniqueEmail();
    const { data } = await server.createClient().auth.signUp({ email, password: "correct horse" });
    await server
      .createAdminClient()
      .auth.admin.updateUserById(data.user?.id ?? "", { ban_duration: "1h" });
    const hash = linkIn(await latestMessage(server.db, email)).searchParams.get("token") ?? "";
    const { error } = await server
      .createClient()
      .auth.verifyOtp({ token_hash: hash, type: "signup" });
    expect(error).toMatchObject({ code: "user_banned", status: 403 });
  });
});

describe("GET /verify", () => {
  it("redirects errors in the fragment", async () => {
    const response = await server.fetch("http://localhost/auth/v1/verify?type=signup&token=nope");
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin).toBe("http://localhost:3000");
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
      sb: "",
    });
  });
});
