import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";
import {
  codeIn,
  countMessages,
  createEmailUser,
  expectValidationFailed,
  latestMessage,
  linkIn,
  uniqueEmail,
  uniquePhone,
} from "../auth-test-helpers.ts";

const server = useTestServer({
  env: { AUTH_EMAIL_AUTOCONFIRM: "false", AUTH_PHONE_ENABLED: "true" },
});

/** A new user signed in by the code texted to their phone, on a client of their own. */
async function signedInByPhone() {
  const phone = uniquePhone();
  const client = server.createClient();
  await client.auth.signInWithOtp({ phone: `+${phone}` });
  const { data } = await client.auth.verifyOtp({
    phone: `+${phone}`,
    token: codeIn(await latestMessage(server.db, phone)),
    type: "sms",
  });
  return { phone, client, session: data.session };
}

describe("POST /otp by e-mail", () => {
  it("mails a magic link that signs in through GET /verify", async () => {
    const email = await createEmailUser(server, "correct horse");
    const { data, error } = await server.createClient().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: "http://localhost:3000/home" },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const mail = await latestMessage(server.db, email);
    expect(mail.kind).toBe("magic_link");
    expect(mail.subject).toBe("Your Bhakti Setu sign-in link");
    const link = linkIn(mail);
    expect(link.searchParams.get("type")).toBe("magiclink");
    const response = await server.fetch(`http://localhost${link.pathname}${link.search}`);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.pathname).toBe("/home");
    const fragment = new URLSearchParams(location.hash.slice(1));
    const user = await server.createClient().auth.getUser(fragment.get("access_token") ?? "");
    expect(user.data.user?.email).toBe(email);

    const reused = await server.fetch(`http://localhost${link.pathname}${link.search}`);
    const error2 = new URLSearchParams(new URL(reused.headers.get("location") ?? "").hash.slice(1));
    expect(error2.get("error")).toBe("access_denied");
    expect(error2.get("error_code")).toBe("otp_expired");
    expect(error2.get("error_description")).toBe("Email link is invalid or has expired");
  });

  it("signs in with the 6-digit code from the same e-mail, once", async () => {
    const email = await createEmailUser(server, "correct horse");
    const client = server.createClient();
    await client.auth.signInWithOtp({ email });
    const code = codeIn(await latestMessage(server.db, email));
    expect(code).toMatch(/^\d{6}$/);
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: "email" });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const { data: claims } = await client.auth.getClaims();
    expect(claims?.claims.amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }]);
    const again = await server.createClient().auth.verifyOtp({ email, token: code, type: "email" });
    expect(again.error).toMatchObject({
      code: "otp_expired",
      status: 403,
      message: "Token has expired or is invalid",
    });
  });

  it("lets a code expire after AUTH_OTP_EXPIRY", async () => {
    const email = await createEmailUser(server, "correct horse");
    await server.createClient().auth.signInWithOtp({ email });
    const code = codeIn(await latestMessage(server.db, email));
    server.clock.advance(3601);
    const { error } = await server
      .createClient()
      .auth.verifyOtp({ email, token: code, type: "magiclink" });
    expect(error).toMatchObject({ code: "otp_expired", status: 403 });
  });

  it("signs up an unknown address with a confirmation mail, or refuses with create_user false", async () => {
    const email = uniqueEmail();
    const refused = await server
      .createClient()
      .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({
      code: "otp_disabled",
      status: 422,
      message: "Signups not allowed for otp",
    });
    expect(await countMessages(server.db, email)).toBe(0);

    const created = await server
      .createClient()
      .auth.signInWithOtp({ email, options: { data: { full_name: "Ravi" } } });
    expect(created.error).toBeNull();
    const mail = await latestMessage(server.db, email);
    expect(mail.kind).toBe("confirmation");
    const { data } = await server
      .createClient()
      .auth.verifyOtp({ email, token: codeIn(mail), type: "signup" });
    expect(data.user).toMatchObject({
      email,
      user_metadata: { full_name: "Ravi", email_verified: true },
    });
  });

  it("answers the legacy POST /magiclink like /otp", async () => {
    const email = await createEmailUser(server, "correct horse");
    const response = await server.fetch("http://localhost/auth/v1/magiclink", {
      method: "POST",
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect((await latestMessage(server.db, email)).kind).toBe("magic_link");
  });

  it("validates its input", async () => {
    const client = server.createClient();
    const bad = await client.auth.signInWithOtp({ email: "nope" });
    expect(bad.error).toMatchObject({ code: "validation_failed", status: 400 });
  });
});

describe("POST /otp by phone", () => {
  it("texts a code through the outbox that signs in with type sms", async () => {
    const phone = uniquePhone();
    const client = server.createClient();
    const sent = await client.auth.signInWithOtp({ phone: `+${phone}` });
    expect(sent.error).toBeNull();
    const sms = await latestMessage(server.db, phone);
    expect(sms.channel).toBe("sms");
    expect(sms.body).toMatch(/^Your Bhakti Setu code is \d{6}$/);
    const { data, error } = await client.auth.verifyOtp({
      phone: `+${phone}`,
      token: codeIn(sms),
      type: "sms",
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone, app_metadata: { provider: "phone" } });
    expect(data.user?.phone_confirmed_at).toBeTruthy();
  });

  it("sends by SMS only: whatsapp and unknown channels are refused and nothing is sent", async () => {
    const phone = uniquePhone();
    const client = server.createClient();
    const whatsapp = await client.auth.signInWithOtp({
      phone: `+${phone}`,
      options: { channel: "whatsapp" },
    });
    expect(whatsapp.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Channel 'whatsapp' is not supported: phone codes are sent by SMS only",
    });
    const signUp = await client.auth.signUp({
      phone: `+${phone}`,
      password: "correct horse",
      options: { channel: "whatsapp" },
    });
    expect(signUp.error).toMatchObject({ status: 400, code: "validation_failed" });
    const response = await server.fetch("http://localhost/auth/v1/otp", {
      method: "POST",
      headers: { "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ phone, channel: "pigeon" }),
    });
    await expectValidationFailed(
      response,
      "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
    );
    expect(await countMessages(server.db, phone)).toBe(0);
    expect(
      (await client.auth.signInWithOtp({ phone, options: { channel: "sms" } })).error,
    ).toBeNull();
  });

  it("refuses a channel with an e-mail address", async () => {
    const response = await server.fetch("http://localhost/auth/v1/otp", {
      method: "POST",
      headers: { "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ email: uniqueEmail(), channel: "sms" }),
    });
    expect(await response.json()).toEqual({
      code: "validation_failed",
      message: "Channel should only be specified with Phone OTP",
    });
  });

  it("refuses a number that is not E.164", async () => {
    const { error } = await server.createClient().auth.signInWithOtp({ phone: "+0123" });
    expect(error).toMatchObject({
      code: "validation_failed",
      message: "Invalid phone number format (E.164 required)",
    });
  });
});

describe("phone sign-up with a password", () => {
  it("texts a confirmation code; once verified the phone and password sign in", async () => {
    const phone = uniquePhone();
    const client = server.createClient();
    const { data, error } = await client.auth.signUp({
      phone: `+${phone}`,
      password: "correct horse",
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ phone, email: "" });
    const early = await client.auth.signInWithPassword({
      phone: `+${phone}`,
      password: "correct horse",
    });
    expect(early.error).toMatchObject({ code: "phone_not_confirmed", status: 400 });
    const sms = await latestMessage(server.db, phone);
    const verified = await client.auth.verifyOtp({
      phone: `+${phone}`,
      token: codeIn(sms),
      type: "sms",
    });
    expect(verified.error).toBeNull();
    const signIn = await client.auth.signInWithPassword({
      phone: `+${phone}`,
      password: "correct horse",
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.phone).toBe(phone);
  });
});

describe("phone change and SMS resend", () => {
  it("re-sends an SMS confirmation after the interval", async () => {
    const phone = uniquePhone();
    const client = server.createClient();
    await client.auth.signUp({ phone: `+${phone}`, password: "correct horse" });
    const early = await client.auth.resend({ type: "sms", phone: `+${phone}` });
    expect(early.error).toMatchObject({ code: "over_sms_send_rate_limit", status: 429 });
    server.clock.advance(60);
    const { error } = await client.auth.resend({ type: "sms", phone: `+${phone}` });
    expect(error).toBeNull();
    expect(await countMessages(server.db, phone)).toBe(2);
  });

  it("re-sends a pending phone change code to the new number", async () => {
    const { client } = await signedInByPhone();
    const newPhone = uniquePhone();
    await client.auth.updateUser({ phone: `+${newPhone}` });
    server.clock.advance(60);
    const { error } = await client.auth.resend({ type: "phone_change", phone: `+${newPhone}` });
    expect(error).toBeNull();
    expect(await countMessages(server.db, newPhone)).toBe(2);
  });

  it("changes the phone number after the new number confirms its code", async () => {
    const { phone, client } = await signedInByPhone();
    const newPhone = uniquePhone();
    const { data, error } = await client.auth.updateUser({ phone: `+${newPhone}` });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone, new_phone: newPhone });
    const sms = await latestMessage(server.db, newPhone);
    const verified = await client.auth.verifyOtp({
      phone: `+${newPhone}`,
      token: codeIn(sms),
      type: "phone_change",
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ phone: newPhone });
    expect(verified.data.user?.new_phone).toBeUndefined();
  });

  it("refuses a phone change by whatsapp and sends nothing", async () => {
    const { session } = await signedInByPhone();
    const newPhone = uniquePhone();
    const response = await server.fetch("http://localhost/auth/v1/user", {
      method: "PUT",
      headers: {
        Authorization: `Bearer ${session?.access_token ?? ""}`,
        "X-Supabase-Api-Version": "2024-01-01",
      },
      body: JSON.stringify({ phone: `+${newPhone}`, channel: "whatsapp" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation_failed" });
    expect(await countMessages(server.db, newPhone)).toBe(0);
  });
});
