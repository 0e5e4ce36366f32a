import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { createRecordingDatabase } from "../../bench/recording-database.ts";
import { createTestServer } from "../../testing/create-test-server.ts";
import { useTestServer } from "../../testing/use-test-server.ts";
import { createEmailUser, expectValidationFailed, uniqueEmail } from "../auth-test-helpers.ts";

const server = useTestServer();

async function signedUp(email = uniqueEmail()) {
  const client = server.createClient();
  const { data, error } = await client.auth.signUp({ email, password: "correct horse" });
  if (error || !data.session) throw error ?? new Error("no session");
  return { client, email, session: data.session };
}

function refresh(refreshToken: string) {
  return server.createClient().auth.refreshSession({ refresh_token: refreshToken });
}

describe("POST /token?grant_type=password", () => {
  it("signs in with the right password, with Supabase's claims", async () => {
    const { email } = await signedUp();
    const client = server.createClient();
    const { data, error } = await client.auth.signInWithPassword({
      email,
      password: "correct horse",
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(data.session?.expires_at).toBe(Math.floor(server.clock.now().getTime() / 1000) + 3600);
    expect(data.user?.last_sign_in_at).toBeTruthy();
    const { data: claims } = await client.auth.getClaims();
    expect(claims?.header).toMatchObject({ alg: "ES256", typ: "JWT" });
    expect(claims?.claims).toMatchObject({
      iss: "http://localhost:3000/auth/v1",
      sub: data.user?.id,
      aud: "authenticated",
      email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password" }],
      session_id: expect.any(String),
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
    });
    // The entry is the one stored with the session: a refresh, which reads it back, agrees.
    const signedInAt = Math.floor(server.clock.now().getTime() / 1000);
    expect(claims?.claims.amr).toEqual([{ method: "password", timestamp: signedInAt }]);
    expect((await client.auth.refreshSession()).error).toBeNull();
    const { data: refreshed } = await client.auth.getClaims();
    expect(refreshed?.claims.session_id).toBe(claims?.claims.session_id);
    expect(refreshed?.claims.amr).toEqual(claims?.claims.amr);
  });

  it("answers invalid_credentials alike for a wrong password and an unknown e-mail", async () => {
    const { email } = await signedUp();
    const client = server.createClient();
    const wrong = await client.auth.signInWithPassword({ email, password: "wrong horse" });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail(), password: "x" });
    for (const { data, error } of [wrong, unknown]) {
      expect(data).toEqual({ user: null, session: null });
      expect(error).toMatchObject({
        name: "AuthApiError",
        code: "invalid_credentials",
        status: 400,
      });
      expect(error?.message).toBe("Invalid login credentials");
    }
  });

  it("refuses a banned user and validates its input", async () => {
    const { email, session } = await signedUp();
    await server
      .createAdminClient()
      .auth.admin.updateUserById(session.user.id, { ban_duration: "1h" });
    const banned = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "correct horse" });
    expect(banned.error).toMatchObject({ code: "user_banned", status: 400 });
    const missing = await server.fetch("http://localhost/auth/v1/token?grant_type=password", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ password: "x" }),
    });
    await expectValidationFailed(missing, "missing email or phone");
    const grant = await server.fetch("http://localhost/auth/v1/token?grant_type=magic", {
      method: "POST",
    });
    expect(await grant.json()).toEqual({
      code: 400,
      error_code: "invalid_credentials",
      msg: "unsupported_grant_type",
    });
    expect(grant.headers.get("x-sb-error-code")).toBe("invalid_credentials");
  });

  it("verifies an imported bcrypt hash and upgrades it to argon2id", async () => {
    const email = uniqueEmail();
    const hash = await bcrypt.hash("imported secret", 10);
    const { data } = await server.createAdminClient().auth.admin.createUser({
      email,
      password_hash: hash,
      email_confirm: true,
    } as never);
    const signIn = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "imported secret" });
    expect(signIn.error).toBeNull();
    const { rows } = await server.db.query<{ encrypted_password: string }>(
      "select encrypted_password from auth.users where id = $1",
      [data.user?.id],
    );
    expect(rows[0]?.encrypted_password).toMatch(/^\$argon2id\$/);
    const again = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "imported secret" });
    expect(again.error).toBeNull();
  });

  it("adds weak_password when the stored password no longer meets the policy", async () => {
    const email = await createEmailUser(server, "short1");
    const { data, error } = await server
      .createClient()
      .auth.signInWithPassword({ email, password: "short1" });
    expect(error).toBeNull();
    expect(data.weakPassword).toEqual({
      message: "Password should be at least 8 characters.",
      reasons: ["length"],
    });
  });
});

describe("session lifecycle: sign up, sign in, refresh, reuse, sign out", () => {
  it("rotates the refresh token on every use", async () => {
    const { session } = await signedUp();
    const first = await refresh(session.refresh_token);
    expect(first.error).toBeNull();
    expect(first.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(first.data.session?.user.id).toBe(session.user.id);
    const second = await refresh(first.data.session?.refresh_token ?? "");
    expect(second.data.session?.refresh_token).not.toBe(first.data.session?.refresh_token);
  });

  it("locks the token and reads its user and session in one message, rotates in one more, then runs the token hook", async () => {
    const { session } = await signedUp();
    const db = createRecordingDatabase(server.db);
    const recording = await createTestServer({ db });
    const stop = db.record();
    const { error } = await recording
      .createClient()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    const calls = stop();
    expect(error).toBeNull();
    const rotation = calls.find((call) => call.kind === "transaction");
    const messages = rotation?.kind === "transaction" ? rotation.messages : [];
    expect(messages.map((statements) => statements.length)).toEqual([3, 6, 1]);
    expect(messages[0]?.[0]?.sql).toMatch(/for update$/);
    expect(messages[2]?.[0]?.sql).toMatch(/custom_access_token_hook/);
  });

  it("answers a reuse inside the interval with the current token", async () => {
    const { session } = await signedUp();
    const first = await refresh(session.refresh_token);
    server.clock.advance(5);
    const reused = await refresh(session.refresh_token);
    expect(reused.error).toBeNull();
    expect(reused.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it("revokes the whole session on a reuse after the interval", async () => {
    const { session } = await signedUp();
    const first = await refresh(session.refresh_token);
    server.clock.advance(11);
    const reused = await refresh(session.refresh_token);
    expect(reused.error).toMatchObject({ code: "refresh_token_already_used", status: 400 });
    expect(reused.error?.message).toBe("Invalid Refresh Token: Already Used");
    const child = await refresh(first.data.session?.refresh_token ?? "");
    expect(child.error).toMatchObject({ code: "refresh_token_not_found", status: 400 });
    const user = await server.createClient().auth.getUser(session.access_token);
    expect(user.error).toMatchObject({ name: "AuthSessionMissingError" });
  });

  it("gives two concurrent refreshes of one token the same child", async () => {
    const { session } = await signedUp();
    const [a, b] = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session?.refresh_token).toBe(b.data.session?.refresh_token);
    const { rows } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id where s.user_id = $1",
      [session.user.id],
    );
    expect(rows[0]?.n).toBe(2);
  });

  it("refuses garbage and unknown refresh tokens", async () => {
    const garbage = await refresh("nope");
    expect(garbage.error).toMatchObject({ code: "validation_failed", status: 400 });
    expect(garbage.error?.message).toBe("Refresh token is not valid");
    const unknown = await refresh("a".repeat(32));
    expect(unknown.error).toMatchObject({ code: "refresh_token_not_found", status: 400 });
  });

  it("signs out locally, others and globally, each revoking what Supabase revokes", async () => {
    const { email, session: one } = await signedUp();
    const sessionFor = async () => {
      const client = server.createClient();
      const { data } = await client.auth.signInWithPassword({ email, password: "correct horse" });
      if (!data.session) throw new Error("no session");
      await client.auth.setSession(data.session);
      return { client, session: data.session };
    };
    const two = await sessionFor();
    const three = await sessionFor();
    const four = await sessionFor();

    const local = await two.client.auth.signOut({ scope: "local" });
    expect(local.error).toBeNull();
    expect((await refresh(two.session.refresh_token)).error?.code).toBe("refresh_token_not_found");
    expect((await server.createClient().auth.getUser(three.session.access_token)).error).toBeNull();

    await three.client.auth.signOut({ scope: "others" });
    expect((await refresh(one.refresh_token)).error?.code).toBe("refresh_token_not_found");
    expect((await refresh(four.session.refresh_token)).error?.code).toBe("refresh_token_not_found");
    const kept = await refresh(three.session.refresh_token);
    expect(kept.error).toBeNull();

    const again = await sessionFor();
    await again.client.auth.signOut();
    expect((await refresh(kept.data.session?.refresh_token ?? "")).error?.code).toBe(
      "refresh_token_not_found",
    );
    expect((await refresh(again.session.refresh_token)).error?.code).toBe(
      "refresh_token_not_found",
    );
  });

  it("refuses an unknown logout scope", async () => {
    const { session } = await signedUp();
    const response = await server.fetch("http://localhost/auth/v1/logout?scope=all", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${session.access_token}`,
        "X-Supabase-Api-Version": "2024-01-01",
      },
    });
    await expectValidationFailed(response, 'Unsupported logout scope "all"');
    expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
  });
});

describe("session timebox and inactivity timeout", () => {
  it("stops refreshing a session past its limits", async () => {
    const limited = await createTestServer({
      db: server.db,
      env: { AUTH_SESSION_TIMEBOX: "7200", AUTH_SESSION_INACTIVITY_TIMEOUT: "1800" },
    });
    const client = limited.createClient();
    const { data } = await client.auth.signUp({ email: uniqueEmail(), password: "correct horse" });
    limited.clock.advance(1801);
    const idle = await limited
      .createClient()
      .auth.refreshSession({ refresh_token: data.session?.refresh_token ?? "" });
    expect(idle.error).toMatchObject({ code: "session_expired", status: 400 });
    expect(idle.error?.message).toBe("Invalid Refresh Token: Session Expired (Inactivity)");

    const other = await client.auth.signUp({ email: uniqueEmail(), password: "correct horse" });
    let token = other.data.session?.refresh_token ?? "";
    for (let i = 0; i < 4; i += 1) {
      limited.clock.advance(1700);
      const next = await limited.createClient().auth.refreshSession({ refresh_token: token });
      expect(next.error).toBeNull();
      token = next.data.session?.refresh_token ?? "";
    }
    limited.clock.advance(1700);
    const boxed = await limited.createClient().auth.refreshSession({ refresh_token: token });
    expect(boxed.error).toMatchObject({ code: "session_expired", status: 400 });
    expect(boxed.error?.message).toBe("Invalid Refresh Token: Session Expired");
  });
});
