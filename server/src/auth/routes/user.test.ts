import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import {
  codeIn,
  expectValidationFailed,
  latestMessage,
  uniqueEmail,
} from "../auth-test-helpers.ts";

const server = useTestServer({
  env: { AUTH_EMAIL_AUTOCONFIRM: "false", AUTH_REAUTH_REQUIRED: "true" },
});

async function signedIn(data: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  await server.createAdminClient().auth.admin.createUser({
    email,
    password: "correct horse",
    email_confirm: true,
    user_metadata: data,
  });
  const client = server.createClient();
  const { error } = await client.auth.signInWithPassword({ email, password: "correct horse" });
  if (error) throw error;
  return { client, email };
}

describe("GET /user", () => {
  it("returns the signed-in user with identities", async () => {
    const { client, email } = await signedIn({ full_name: "Meera" });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: { full_name: "Meera", email_verified: true },
      identities: [{ provider: "email", identity_data: { email, email_verified: true } }],
    });
    expect(Object.keys(data.user ?? {})).not.toContain("encrypted_password");
  });

  it("refuses a token for another audience named in X-JWT-AUD", async () => {
    const { client } = await signedIn();
    const token = (await client.auth.getSession()).data.session?.access_token;
    const response = await server.fetch("http://localhost/auth/v1/user", {
      headers: {
        Authorization: `Bearer ${token}`,
        "X-JWT-AUD": "other",
        "X-Supabase-Api-Version": "2024-01-01",
      },
    });
    await expectValidationFailed(response, "Token audience doesn't match request audience");
  });
});

describe("PUT /user", () => {
  it("merges data into user_metadata, a null deleting a key", async () => {
    const { client } = await signedIn({ full_name: "Meera", city: "Pune" });
    const { data, error } = await client.auth.updateUser({
      data: { city: null, role_hint: "guru" },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({
      full_name: "Meera",
      role_hint: "guru",
      email_verified: true,
    });
  });

  it("refuses app_metadata from a user", async () => {
    const { client } = await signedIn();
    const response = await server.fetch("http://localhost/auth/v1/user", {
      method: "PUT",
      headers: {
        Authorization: `Bearer ${(await client.auth.getSession()).data.session?.access_token}`,
        "X-Supabase-Api-Version": "2024-01-01",
      },
      body: JSON.stringify({ app_metadata: { roles: ["admin"] } }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: "not_admin",
      message: "Updating app_metadata requires admin privileges",
    });
  });

  it("changes the password, ends the other sessions and keeps this one", async () => {
    const { client, email } = await signedIn();
    const other = server.createClient();
    const { data: otherSignIn } = await other.auth.signInWithPassword({
      email,
      password: "correct horse",
    });
    const same = await client.auth.updateUser({ password: "correct horse" });
    expect(same.error).toMatchObject({ code: "same_password", status: 422 });
    const weak = await client.auth.updateUser({ password: "short" });
    expect(weak.error).toMatchObject({ code: "weak_password", status: 422, reasons: ["length"] });
    const { error } = await client.auth.updateUser({ password: "battery staple" });
    expect(error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    const stale = await server
      .createClient()
      .auth.refreshSession({ refresh_token: otherSignIn.session?.refresh_token ?? "" });
    expect(stale.error?.code).toBe("refresh_token_not_found");
  });

  it("changes the e-mail after both addresses confirm", async () => {
    const { client, email } = await signedIn();
    const newEmail = uniqueEmail("new");
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    expect(data.user?.email_change_sent_at).toBeTruthy();
    const toOld = await latestMessage(server.db, email);
    const toNew = await latestMessage(server.db, newEmail);
    expect(toNew.subject).toBe("Confirm your new Bhakti Setu e-mail address");

    const first = await server
      .createClient()
      .auth.verifyOtp({ email, token: codeIn(toOld), type: "email_change" });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ user: null, session: null });
    const second = await server
      .createClient()
      .auth.verifyOtp({ email: newEmail, token: codeIn(toNew), type: "email_change" });
    expect(second.error).toBeNull();
    expect(second.data.user).toMatchObject({ email: newEmail });
    expect(second.data.user?.new_email).toBeUndefined();
    const signIn = await server
      .createClient()
      .auth.signInWithPassword({ email: newEmail, password: "correct horse" });
    expect(signIn.error).toBeNull();
  });

  it("refuses an e-mail that another user has", async () => {
    const { client } = await signedIn();
    const { email: taken } = await signedIn();
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error).toMatchObject({ code: "email_exists", status: 422 });
  });
});

describe("GET /reauthenticate and the nonce for a password change", () => {
  it("requires the mailed nonce once the session is older than 24 hours", async () => {
    const { client, email } = await signedIn();
    server.clock.advance(25 * 3600);
    await client.auth.refreshSession();
    const without = await client.auth.updateUser({ password: "new password 1" });
    expect(without.error).toMatchObject({ code: "reauthentication_needed", status: 400 });
    const sent = await client.auth.reauthenticate();
    expect(sent).toEqual({ data: { user: null, session: null }, error: null });
    const mail = await latestMessage(server.db, email);
    expect(mail.kind).toBe("reauthentication");
    const wrong = await client.auth.updateUser({ password: "new password 1", nonce: "000000" });
    expect(wrong.error).toMatchObject({ code: "reauthentication_not_valid", status: 422 });
    const { error } = await client.auth.updateUser({
      password: "new password 1",
      nonce: codeIn(mail),
    });
    expect(error).toBeNull();
  });
});
