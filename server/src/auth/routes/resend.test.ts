import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import {
  codeIn,
  countMessages,
  createEmailUser,
  expectValidationFailed,
  latestMessage,
  uniqueEmail,
} from "../auth-test-helpers.ts";

const server = useTestServer({ env: { AUTH_EMAIL_AUTOCONFIRM: "false" } });

describe("POST /resend", () => {
  it("re-sends a sign-up confirmation after the interval; the new code works, the old does not", async () => {
    const email = uniqueEmail();
    const client = server.createClient();
    await client.auth.signUp({ email, password: "correct horse" });
    const oldCode = codeIn(await latestMessage(server.db, email));
    const early = await client.auth.resend({ type: "signup", email });
    expect(early.error).toMatchObject({ code: "over_email_send_rate_limit", status: 429 });
    server.clock.advance(60);
    const { data, error } = await client.auth.resend({ type: "signup", email });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    expect(await countMessages(server.db, email)).toBe(2);
    const newCode = codeIn(await latestMessage(server.db, email));
    const stale = await client.auth.verifyOtp({ email, token: oldCode, type: "signup" });
    expect(oldCode === newCode || stale.error?.code === "otp_expired").toBe(true);
    const fresh = await client.auth.verifyOtp({ email, token: newCode, type: "signup" });
    expect(fresh.error).toBeNull();
  });

  it("answers silently for unknown or confirmed addresses", async () => {
    const unknown = uniqueEmail();
    const result = await server.createClient().auth.resend({ type: "signup", email: unknown });
    expect(result.error).toBeNull();
    expect(await countMessages(server.db, unknown)).toBe(0);
  });

  it("validates the type and the address", async () => {
    const response = await server.fetch("http://localhost/auth/v1/resend", {
      method: "POST",
      headers: { "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ type: "recovery", email: uniqueEmail() }),
    });
    await expectValidationFailed(
      response,
      "Missing one of these types: signup, email_change, sms, phone_change",
    );
    const sms = await server.createClient().auth.resend({ type: "sms", phone: "+447700900123" });
    expect(sms.error).toMatchObject({ code: "phone_provider_disabled", status: 400 });
  });

  it("re-sends a pending e-mail change to the new address", async () => {
    const email = await createEmailUser(server, "correct horse");
    const client = server.createClient();
    await client.auth.signInWithPassword({ email, password: "correct horse" });
    const newEmail = uniqueEmail("new");
    await client.auth.updateUser({ email: newEmail });
    server.clock.advance(60);
    const { error } = await client.auth.resend({ type: "email_change", email });
    expect(error).toBeNull();
    expect(await countMessages(server.db, newEmail)).toBe(2);
  });
});
