import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRecordingDatabase } from "../../bench/recording-database.ts";
import { createTestServer, type TestServer } from "../../testing/create-test-server.ts";
import { latestMessage, linkIn, uniqueEmail } from "../auth-test-helpers.ts";

let autoconfirm: TestServer;
let confirming: TestServer;

beforeAll(async () => {
  autoconfirm = await createTestServer({ env: { AUTH_ANONYMOUS_SIGNINS: "true" } });
  confirming = await createTestServer({
    db: autoconfirm.db,
    env: { AUTH_EMAIL_AUTOCONFIRM: "false", AUTH_DISABLE_SIGNUP: "false" },
  });
});
afterAll(() => autoconfirm.close());

describe("POST /signup with autoconfirm (the default without SMTP)", () => {
  it("returns a session whose user carries the data as user_metadata", async () => {
    const email = uniqueEmail();
    const { data, error } = await autoconfirm.createClient().auth.signUp({
      email,
      password: "correct horse",
      options: { data: { full_name: "Asha Rao" } },
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(data.session?.refresh_token).toMatch(/^[\w-]{32}$/);
    expect(data.user).toMatchObject({
      email,
      phone: "",
      aud: "authenticated",
      role: "authenticated",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Asha Rao", email_verified: true },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({
      provider: "email",
      identity_data: { email, email_verified: true, phone_verified: false, full_name: "Asha Rao" },
    });
  });

  it("lower-cases the e-mail and refuses an address already registered", async () => {
    const email = uniqueEmail();
    const client = autoconfirm.createClient();
    await client.auth.signUp({ email: email.toUpperCase(), password: "correct horse" });
    const { data, error } = await client.auth.signUp({ email, password: "other horse" });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ code: "user_already_exists", status: 422 });
    expect(error?.message).toBe("User already registered");
  });

  it("creates the user, its identity and its session in one message after the address check, then runs the token hook", async () => {
    const db = createRecordingDatabase(autoconfirm.db);
    const server = await createTestServer({ db });
    const stop = db.record();
    const { error } = await server
      .createClient()
      .auth.signUp({ email: uniqueEmail(), password: "correct horse" });
    const calls = stop();
    expect(error).toBeNull();
    expect(calls.filter((call) => call.kind !== "query")).toHaveLength(1);
    // The custom access token hook reads the new user's roles once the user is stored.
    expect(calls.at(-1)).toMatchObject({
      kind: "query",
      sql: expect.stringMatching(/custom_access_token_hook/),
    });
    const last = calls.findLast((call) => call.kind === "pipeline");
    const inserted = (last?.kind === "pipeline" ? last.statements : []).map(
      ({ sql }) => /^insert into ([\w.]+)/.exec(sql)?.[1],
    );
    expect(inserted.slice(0, 4)).toEqual([
      "auth.users",
      "auth.identities",
      "auth.sessions",
      "auth.refresh_tokens",
    ]);
  });

  it("lets one of two sign-ups racing for an address through, and keeps nothing of the other", async () => {
    const email = uniqueEmail();
    const outcomes = await Promise.all(
      [1, 2].map(() =>
        autoconfirm.createClient().auth.signUp({ email, password: "correct horse" }),
      ),
    );
    const winner = outcomes.find((outcome) => outcome.data.session);
    const loser = outcomes.find((outcome) => outcome.error);
    expect(winner?.data.user?.email).toBe(email);
    expect(["email_exists", "user_already_exists"]).toContain(loser?.error?.code);
    const { rows } = await autoconfirm.db.query<{
      users: number;
      identities: number;
      sessions: number;
    }>(
      `select count(distinct u.id)::int as users, count(distinct i.id)::int as identities,
              count(distinct s.id)::int as sessions
         from auth.users u
         left join auth.identities i on i.user_id = u.id
         left join auth.sessions s on s.user_id = u.id
        where u.email = $1`,
      [email],
    );
    expect(rows[0]).toEqual({ users: 1, identities: 1, sessions: 1 });
  });

  it("answers weak_password with reasons, and validation_failed for bad input", async () => {
    const client = autoconfirm.createClient();
    const weak = await client.auth.signUp({ email: uniqueEmail(), password: "short" });
    expect(weak.error).toMatchObject({
      name: "AuthWeakPasswordError",
      code: "weak_password",
      status: 422,
      reasons: ["length"],
      message: "Password should be at least 8 characters.",
    });
    const long = await client.auth.signUp({ email: uniqueEmail(), password: "é".repeat(37) });
    expect(long.error).toMatchObject({ code: "validation_failed", status: 400 });
    const bad = await client.auth.signUp({ email: "not-an-email", password: "correct horse" });
    expect(bad.error).toMatchObject({ code: "validation_failed", status: 400 });
    expect(bad.error?.message).toBe("Unable to validate email address: invalid format");
    const empty = await client.auth.signUp({ email: uniqueEmail(), password: "" });
    expect(empty.error?.message).toBe("Signup requires a valid password");
  });

  it("refuses phone sign-up while the phone provider is off", async () => {
    const { error } = await autoconfirm
      .createClient()
      .auth.signUp({ phone: "+447700900123", password: "correct horse" });
    expect(error).toMatchObject({ code: "phone_provider_disabled", status: 400 });
  });

  it("signs in anonymously when enabled", async () => {
    const { data, error } = await autoconfirm.createClient().auth.signInAnonymously({
      options: { data: { theme: "dark" } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      is_anonymous: true,
      email: "",
      app_metadata: {},
      user_metadata: { theme: "dark" },
      identities: [],
    });
    const claims = await autoconfirm.createClient().auth.getClaims(data.session?.access_token);
    expect(claims.data?.claims).toMatchObject({
      is_anonymous: true,
      amr: [{ method: "anonymous" }],
    });
  });
});

describe("upgrading an anonymous user", () => {
  it("takes an e-mail (confirmed at once with autoconfirm) and then a password", async () => {
    const client = autoconfirm.createClient();
    await client.auth.signInAnonymously();
    const email = uniqueEmail();
    const { data, error } = await client.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
      identities: [{ provider: "email", identity_data: { email, email_verified: true } }],
    });
    expect((await client.auth.updateUser({ password: "correct horse" })).error).toBeNull();
    const signIn = await autoconfirm
      .createClient()
      .auth.signInWithPassword({ email, password: "correct horse" });
    expect(signIn.data.user?.id).toBe(data.user?.id);
  });

  it("cannot set a password before it has an e-mail or phone", async () => {
    const client = autoconfirm.createClient();
    await client.auth.signInAnonymously();
    const { error } = await client.auth.updateUser({ password: "correct horse" });
    expect(error).toMatchObject({ code: "validation_failed", status: 422 });
  });
});

describe("POST /signup with confirmation required", () => {
  it("writes the confirmation in Hindi to someone who signed up in Hindi", async () => {
    const email = uniqueEmail();
    const { error } = await confirming.createClient().auth.signUp({
      email,
      password: "correct horse",
      options: { data: { locale: "hi" } },
    });
    expect(error).toBeNull();
    const mail = await latestMessage(confirming.db, email);
    expect(mail.subject).toBe("अपना Bhakti Setu खाता पक्का करें");
    expect(mail.body).toContain("यह लिंक खोलकर अपना ईमेल पता पक्का करें");
    expect(linkIn(mail).searchParams.get("type")).toBe("signup");
  });

  it("returns the bare user, mails a confirmation link, and that link signs in", async () => {
    const email = uniqueEmail();
    const client = confirming.createClient();
    const { data, error } = await client.auth.signUp({
      email,
      password: "correct horse",
      options: { emailRedirectTo: "http://localhost:3000/welcome" },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    const signIn = await client.auth.signInWithPassword({ email, password: "correct horse" });
    expect(signIn.error).toMatchObject({ code: "email_not_confirmed", status: 400 });

    const mail = await latestMessage(confirming.db, email);
    expect(mail.subject).toContain("Bhakti Setu");
    const link = linkIn(mail);
    expect(link.searchParams.get("type")).toBe("signup");
    const response = await confirming.fetch(
      link.toString().replace(link.origin, "http://localhost"),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/welcome");
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get("type")).toBe("signup");
    expect(fragment.get("access_token")).toBeTruthy();

    const after = await client.auth.signInWithPassword({ email, password: "correct horse" });
    expect(after.error).toBeNull();
    expect(after.data.user?.user_metadata).toEqual({ email_verified: true });
  });

  it("answers a confirmed address with an obfuscated user and sends nothing", async () => {
    const email = uniqueEmail();
    const admin = confirming.createAdminClient();
    const created = await admin.auth.admin.createUser({
      email,
      password: "correct horse",
      email_confirm: true,
    });
    const { data, error } = await confirming
      .createClient()
      .auth.signUp({ email, password: "x".repeat(9) });
    expect(error).toBeNull();
    expect(data.user?.id).not.toBe(created.data.user?.id);
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.role).toBe("");
  });

  it("throttles a second confirmation mail within 60 seconds", async () => {
    const email = uniqueEmail();
    const client = confirming.createClient();
    await client.auth.signUp({ email, password: "correct horse" });
    const again = await client.auth.signUp({ email, password: "correct horse" });
    expect(again.error).toMatchObject({ code: "over_email_send_rate_limit", status: 429 });
    confirming.clock.advance(61);
    const later = await client.auth.signUp({ email, password: "correct horse" });
    expect(later.error).toBeNull();
  });
});

describe("POST /signup with required characters", () => {
  it("lists both reasons when a password is short and lacks a character set", async () => {
    const strict = await createTestServer({
      db: autoconfirm.db,
      env: { AUTH_PASSWORD_REQUIRED_CHARACTERS: "abcdefghijklmnopqrstuvwxyz:0123456789" },
    });
    const { error } = await strict
      .createClient()
      .auth.signUp({ email: uniqueEmail(), password: "abc" });
    expect(error).toMatchObject({
      code: "weak_password",
      status: 422,
      reasons: ["length", "characters"],
    });
    expect(error?.message).toBe(
      "Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, 0123456789.",
    );
    const ok = await strict
      .createClient()
      .auth.signUp({ email: uniqueEmail(), password: "abcdefg1" });
    expect(ok.error).toBeNull();
  });
});

describe("POST /signup when sign-ups are disabled", () => {
  it("answers signup_disabled", async () => {
    const closed = await createTestServer({
      db: autoconfirm.db,
      env: { AUTH_DISABLE_SIGNUP: "true" },
    });
    const { error } = await closed
      .createClient()
      .auth.signUp({ email: uniqueEmail(), password: "correct horse" });
    expect(error).toMatchObject({ code: "signup_disabled", status: 422 });
    expect(error?.message).toBe("Signups not allowed for this instance");
  });
});
