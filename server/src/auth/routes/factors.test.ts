import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { authenticatorCode } from "../../testing/authenticator.ts";
import { useTestServer } from "../../testing/use-test-server.ts";
import { enrolVerifiedFactor, uniqueEmail } from "../auth-test-helpers.ts";

const PASSWORD = "correct horse";
const server = useTestServer({ env: { AUTH_ANONYMOUS_SIGNINS: "true" } });

async function signIn(email: string): Promise<SupabaseClient> {
  const client = server.createClient();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw error;
  return client;
}

async function newUser(): Promise<{ email: string; client: SupabaseClient }> {
  const email = uniqueEmail("mfa");
  await server
    .createAdminClient()
    .auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  return { email, client: await signIn(email) };
}

/** A user with a verified TOTP factor, the factor's secret, and a client now at aal2. */
async function userWithFactor() {
  const { email, client } = await newUser();
  return { email, client, ...(await enrolVerifiedFactor(server, client)) };
}

async function claimsOf(client: SupabaseClient) {
  const { data } = await client.auth.getClaims();
  return data?.claims;
}

describe("POST /factors", () => {
  it("enrols a TOTP factor with a QR code, a base32 secret and an otpauth URI", async () => {
    const { email, client } = await newUser();
    const { data, error } = await client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Phone",
      issuer: "Bhakti Setu",
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: "totp", friendly_name: "Phone" });
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/Bhakti%20Setu:${encodeURIComponent(email)}?issuer=Bhakti%20Setu&secret=${data!.totp.secret}&algorithm=SHA1&digits=6&period=30`,
    );

    const { data: user } = await client.auth.getUser();
    expect(user.user?.factors).toEqual([
      expect.objectContaining({ id: data!.id, status: "unverified", factor_type: "totp" }),
    ]);
    expect(JSON.stringify(user.user)).not.toContain(data!.totp.secret);
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });
  });

  it("refuses a duplicate name, other factor types, no session and anonymous users", async () => {
    const { client } = await newUser();
    await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Work" });
    const duplicate = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Work" });
    expect(duplicate.error).toMatchObject({ status: 422, code: "mfa_factor_name_conflict" });
    const phone = await client.auth.mfa.enroll({ factorType: "phone", phone: "+919812345678" });
    expect(phone.error).toMatchObject({ status: 422, code: "mfa_phone_enroll_not_enabled" });

    const none = await server.fetch("http://localhost/auth/v1/factors", {
      method: "POST",
      headers: { apikey: server.keys.anonKey, "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ factor_type: "totp" }),
    });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toContain("Bearer token");

    const anonymous = server.createClient();
    await anonymous.auth.signInAnonymously();
    const refused = await anonymous.auth.mfa.enroll({ factorType: "totp" });
    expect(refused.error).toMatchObject({ status: 403, code: "no_authorization" });
  });
});

describe("challenge and verify", () => {
  it("raises the session to aal2 with a totp claim, a new refresh token, and signs out other aal1 sessions", async () => {
    const { email, client } = await newUser();
    const elsewhere = await signIn(email);
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: "totp" });
    const before = (await client.auth.getSession()).data.session!;

    const { data: challenge, error: challengeError } = await client.auth.mfa.challenge({
      factorId: enrolled!.id,
    });
    expect(challengeError).toBeNull();
    expect(challenge!.expires_at).toBe(Math.floor(server.clock.now().getTime() / 1000) + 300);
    const { data, error } = await client.auth.mfa.verify({
      factorId: enrolled!.id,
      challengeId: challenge!.id,
      code: authenticatorCode(enrolled!.totp.secret, server.clock.now()),
    });
    expect(error).toBeNull();
    expect(data!.refresh_token).not.toBe(before.refresh_token);

    const claims = await claimsOf(client);
    expect(claims?.aal).toBe("aal2");
    expect(claims?.session_id).toBe(
      JSON.parse(atob(before.access_token.split(".")[1]!)).session_id,
    );
    expect(
      claims?.amr?.map((entry) => (typeof entry === "string" ? entry : entry.method)).sort(),
    ).toEqual(["password", "totp"]);
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors!.totp).toEqual([expect.objectContaining({ status: "verified" })]);

    const stale = server.createClient();
    const old = await stale.auth.refreshSession({ refresh_token: before.refresh_token });
    expect(old.error).toMatchObject({ code: "refresh_token_not_found" });
    const other = await elsewhere.auth.refreshSession();
    expect(other.error).toMatchObject({ code: "refresh_token_not_found" });

    // A refresh keeps the level.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await claimsOf(client))?.aal).toBe("aal2");
  });

  it("refuses a wrong code, a replayed code, a used challenge and an expired one", async () => {
    const { client, factorId, secret } = await userWithFactor();
    const wrong = await client.auth.mfa.challengeAndVerify({ factorId, code: "123456" });
    expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
    expect(wrong.error?.message).toBe("Invalid TOTP code entered");

    const { data: first } = await client.auth.mfa.challenge({ factorId });
    const code = authenticatorCode(secret, server.clock.now());
    const accepted = await client.auth.mfa.verify({ factorId, challengeId: first!.id, code });
    expect(accepted.error).toBeNull();
    const again = await client.auth.mfa.verify({ factorId, challengeId: first!.id, code });
    expect(again.error).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });
    const replayed = await client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(replayed.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });

    // A code from 90 s ago is outside the one-step window; 30 s later the next code works.
    server.clock.advance(30);
    const old = authenticatorCode(secret, new Date(server.clock.now().getTime() - 90_000));
    const late = await client.auth.mfa.challengeAndVerify({ factorId, code: old });
    expect(late.error).toMatchObject({ code: "mfa_verification_failed" });

    const { data: slow } = await client.auth.mfa.challenge({ factorId });
    server.clock.advance(301);
    const expired = await client.auth.mfa.verify({
      factorId,
      challengeId: slow!.id,
      code: authenticatorCode(secret, server.clock.now()),
    });
    expect(expired.error).toMatchObject({ status: 422, code: "mfa_challenge_expired" });
  });

  it("answers 404 for another user's factor and an unknown challenge", async () => {
    const { factorId } = await userWithFactor();
    const { client: stranger } = await newUser();
    const foreign = await stranger.auth.mfa.challenge({ factorId });
    expect(foreign.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
    const { client, factorId: own } = await userWithFactor();
    const unknown = await client.auth.mfa.verify({
      factorId: own,
      challengeId: crypto.randomUUID(),
      code: "123456",
    });
    expect(unknown.error).toMatchObject({ status: 422, code: "mfa_factor_not_found" });
  });
});

describe("a user with a verified factor", () => {
  it("signs in at aal1 and needs the code for new factors, unenrolling and a new password", async () => {
    const { email, secret, factorId } = await userWithFactor();
    const client = await signIn(email);
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });

    const enroll = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Spare" });
    expect(enroll.error).toMatchObject({ status: 403, code: "insufficient_aal" });
    const unenroll = await client.auth.mfa.unenroll({ factorId });
    expect(unenroll.error).toMatchObject({ status: 422, code: "insufficient_aal" });
    const password = await client.auth.updateUser({ password: "a new long password" });
    expect(password.error).toMatchObject({ status: 401, code: "insufficient_aal" });

    const verified = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: authenticatorCode(secret, server.clock.now()),
    });
    expect(verified.error).toBeNull();
    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed).toMatchObject({ data: { id: factorId }, error: null });
    // The session drops back to aal1 at its next refresh, and no factor is left.
    await client.auth.refreshSession();
    const claims = await claimsOf(client);
    expect(claims?.aal).toBe("aal1");
    expect(claims?.amr?.map((entry) => (typeof entry === "string" ? entry : entry.method))).toEqual(
      ["password"],
    );
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it("enrols a second authenticator as a backup at aal2, and either one signs in", async () => {
    const { email, client, factorId } = await userWithFactor();
    const { data: backup, error } = await client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Backup",
    });
    expect(error).toBeNull();
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: backup!.id,
      code: authenticatorCode(backup!.totp.secret, server.clock.now()),
    });
    expect(verified.error).toBeNull();
    server.clock.advance(30);
    const { data: listed } = await client.auth.mfa.listFactors();
    expect(listed?.totp.map((factor) => factor.id).sort()).toEqual([factorId, backup!.id].sort());

    // The first phone is lost: the backup's code alone raises a new sign-in to aal2.
    const later = await signIn(email);
    const raised = await later.auth.mfa.challengeAndVerify({
      factorId: backup!.id,
      code: authenticatorCode(backup!.totp.secret, server.clock.now()),
    });
    expect(raised.error).toBeNull();
    expect((await claimsOf(later))?.aal).toBe("aal2");
    expect((await later.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await later.auth.mfa.listFactors()).data?.totp.map((factor) => factor.id)).toEqual([
      backup!.id,
    ]);
  });

  it("keeps a platform administrator's last authenticator, but lets them swap it for another", async () => {
    const { email, client, factorId } = await userWithFactor();
    await server.db.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"platform_admin": true}'
        where email = $1`,
      [email],
    );
    expect((await client.auth.mfa.unenroll({ factorId })).error).toMatchObject({
      status: 422,
      code: "mfa_factor_required",
    });
    const { data: spare } = await client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "New phone",
    });
    expect(
      (
        await client.auth.mfa.challengeAndVerify({
          factorId: spare!.id,
          code: authenticatorCode(spare!.totp.secret, server.clock.now()),
        })
      ).error,
    ).toBeNull();
    server.clock.advance(30);
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await client.auth.mfa.unenroll({ factorId: spare!.id })).error).toMatchObject({
      code: "mfa_factor_required",
    });
  });

  it("keeps its factor on the user PUT /user answers, so an aal1 session still owes its code", async () => {
    const { email, factorId } = await userWithFactor();
    const client = await signIn(email);
    // A profile change at aal1 (the web app saves the reader's language this way).
    const { data, error } = await client.auth.updateUser({ data: { locale: "hi" } });
    expect(error).toBeNull();
    expect(data.user?.factors).toMatchObject([{ id: factorId, status: "verified" }]);
    const { data: stored } = await client.auth.getSession();
    expect(stored.session?.user.factors).toMatchObject([{ id: factorId }]);
  });
});

describe("admin factor endpoints", () => {
  it("lists, renames and deletes a user's factors", async () => {
    const { email, factorId } = await userWithFactor();
    const admin = server.createAdminClient();
    const { data: users } = await admin.auth.admin.listUsers();
    const userId = users.users.find((user) => user.email === email)!.id;

    const { data: listed, error } = await admin.auth.admin.mfa.listFactors({ userId });
    expect(error).toBeNull();
    expect(listed!.factors).toEqual([
      expect.objectContaining({ id: factorId, status: "verified" }),
    ]);
    const { data: fetched } = await admin.auth.admin.getUserById(userId);
    expect(fetched.user?.factors).toHaveLength(1);

    const renamed = await server.fetch(
      `http://localhost/auth/v1/admin/users/${userId}/factors/${factorId}`,
      {
        method: "PUT",
        headers: {
          apikey: server.keys.serviceRoleKey,
          Authorization: `Bearer ${server.keys.serviceRoleKey}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ friendly_name: "Old phone" }),
      },
    );
    expect(await renamed.json()).toMatchObject({ id: factorId, friendly_name: "Old phone" });

    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(deleted.error).toBeNull();
    expect((await admin.auth.admin.mfa.listFactors({ userId })).data?.factors).toEqual([]);
    const missing = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(missing.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
  });
});
