import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import {
  codeIn,
  countMessages,
  createEmailUser,
  latestMessage,
  linkIn,
  uniqueEmail,
} from "../auth-test-helpers.ts";

const server = useTestServer({
  env: { AUTH_EMAIL_AUTOCONFIRM: "false", AUTH_REQUIRE_CURRENT_PASSWORD: "true" },
});

describe("POST /recover", () => {
  it("mails a recovery link; verifying it allows setting a new password", async () => {
    const email = await createEmailUser(server, "old password");
    const client = server.createClient();
    const { data, error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: "http://localhost:3000/reset",
    });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const mail = await latestMessage(server.db, email);
    expect(mail.subject).toBe("Reset your Bhakti Setu password");
    expect(linkIn(mail).searchParams.get("redirect_to")).toBe("http://localhost:3000/reset");

    const verified = await client.auth.verifyOtp({ email, token: codeIn(mail), type: "recovery" });
    expect(verified.error).toBeNull();
    const updated = await client.auth.updateUser({ password: "new password" });
    expect(updated.error).toBeNull();
    const oldSignIn = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "old password" });
    expect(oldSignIn.error?.code).toBe("invalid_credentials");
    const newSignIn = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "new password" });
    expect(newSignIn.error).toBeNull();
  });

  it("needs the current password outside a recovery session (AUTH_REQUIRE_CURRENT_PASSWORD)", async () => {
    const email = await createEmailUser(server, "old password");
    const client = server.createClient();
    await client.auth.signInWithPassword({ email, password: "old password" });
    const missing = await client.auth.updateUser({ password: "new password" });
    expect(missing.error).toMatchObject({
      code: "current_password_required",
      status: 400,
      message: "Current password required when setting new password.",
    });
    const wrong = await client.auth.updateUser({
      password: "new password",
      current_password: "nope",
    });
    expect(wrong.error).toMatchObject({ code: "current_password_invalid", status: 400 });
    const right = await client.auth.updateUser({
      password: "new password",
      current_password: "old password",
    });
    expect(right.error).toBeNull();
  });

  it("answers an unknown address the same way and sends nothing", async () => {
    const email = uniqueEmail();
    const { data, error } = await server.createClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await countMessages(server.db, email)).toBe(0);
  });

  it("throttles a second mail within the send interval", async () => {
    const email = await createEmailUser(server, "old password");
    await server.createClient().auth.resetPasswordForEmail(email);
    const again = await server.createClient().auth.resetPasswordForEmail(email);
    expect(again.error).toMatchObject({ code: "over_email_send_rate_limit", status: 429 });
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
  });

  it("replaces a redirect outside the allow list with the site URL", async () => {
    const email = await createEmailUser(server, "old password");
    await server
      .createClient()
      .auth.resetPasswordForEmail(email, { redirectTo: "https://evil.example/steal" });
    const link = linkIn(await latestMessage(server.db, email));
    expect(link.searchParams.get("redirect_to")).toBe("http://localhost:3000");
  });

  it("requires an e-mail", async () => {
    const { error } = await server.createClient().auth.resetPasswordForEmail("");
    expect(error).toMatchObject({
      code: "validation_failed",
      message: "Password recovery requires an email",
    });
  });
});
