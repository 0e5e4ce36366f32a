import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import { codeIn, latestMessage, linkIn, uniqueEmail } from "../auth-test-helpers.ts";

const server = useTestServer({ env: { AUTH_EMAIL_AUTOCONFIRM: "false" } });

describe("POST /invite", () => {
  it("creates the user, mails an invitation, and the invitation signs in", async () => {
    const email = uniqueEmail();
    const admin = server.createAdminClient().auth.admin;
    const { data, error } = await admin.inviteUserByEmail(email, { data: { full_name: "Sita" } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: "Sita" } });
    expect(data.user?.invited_at).toBeTruthy();
    const mail = await latestMessage(server.db, email);
    expect(mail.subject).toBe("You are invited to Bhakti Setu");
    expect(linkIn(mail).searchParams.get("type")).toBe("invite");
    const verified = await server
      .createClient()
      .auth.verifyOtp({ email, token: codeIn(mail), type: "invite" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    const again = await admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({ code: "email_exists", status: 422 });
  });
});

describe("POST /admin/generate_link", () => {
  it("returns the link and code of each type without sending mail", async () => {
    const admin = server.createAdminClient().auth.admin;
    const email = uniqueEmail();
    const signup = await admin.generateLink({ type: "signup", email, password: "correct horse" });
    expect(signup.error).toBeNull();
    expect(signup.data.properties).toMatchObject({
      verification_type: "signup",
      email_otp: expect.stringMatching(/^\d{6}$/),
      redirect_to: "http://localhost:3000",
    });
    expect(signup.data.properties?.action_link).toContain("/auth/v1/verify?token=");
    expect(signup.data.user?.email).toBe(email);
    const verified = await server.createClient().auth.verifyOtp({
      token_hash: signup.data.properties?.hashed_token ?? "",
      type: "signup",
    });
    expect(verified.error).toBeNull();

    const magic = await admin.generateLink({ type: "magiclink", email });
    const signIn = await server.createClient().auth.verifyOtp({
      email,
      token: magic.data.properties?.email_otp ?? "",
      type: "magiclink",
    });
    expect(signIn.error).toBeNull();

    const unknown = await admin.generateLink({ type: "recovery", email: uniqueEmail() });
    expect(unknown.error).toMatchObject({ code: "user_not_found", status: 404 });
  });

  it("generates e-mail change links for the new address", async () => {
    const admin = server.createAdminClient().auth.admin;
    const email = uniqueEmail();
    await admin.createUser({ email, password: "correct horse", email_confirm: true });
    const newEmail = uniqueEmail("new");
    const { data, error } = await admin.generateLink({ type: "email_change_new", email, newEmail });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    const verified = await server.createClient().auth.verifyOtp({
      token_hash: data.properties?.hashed_token ?? "",
      type: "email_change",
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
  });
});
