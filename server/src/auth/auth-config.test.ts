import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { readAuthSettings } from "./auth-config.ts";

function settings(env: Record<string, string>) {
  return readAuthSettings(loadConfig({ NODE_ENV: "test", ...env }));
}

describe("auth settings", () => {
  it("has Supabase's defaults, autoconfirm on while no SMTP server is set", () => {
    expect(settings({})).toMatchObject({
      siteUrl: "http://localhost:3000",
      externalUrl: "http://localhost:3000/auth/v1",
      isEmailAutoconfirm: true,
      isSignupDisabled: false,
      isAnonymousEnabled: false,
      isSecureEmailChange: true,
      passwordPolicy: { minLength: 8, requiredCharacters: [] },
      refreshReuseInterval: 10,
      otpExpiry: 3600,
      sendInterval: 60,
      rateLimits: { otp: 30, token: 150, verify: 30, anonymous: 30, emailSent: 30, smsSent: 30 },
    });
  });

  it("limits failed password sign-ins per IP and address, and per address, in sliding windows", () => {
    expect(settings({}).passwordFailureLimits).toEqual({
      perPair: { limit: 10, window: 900 },
      perAddress: { limit: 20, window: 300 },
      perIp: { limit: 30, window: 300 },
    });
    expect(
      settings({
        AUTH_RATE_LIMIT_PASSWORD_FAILURES: "0",
        AUTH_RATE_LIMIT_PASSWORD_FAILURES_PER_ADDRESS_WINDOW: "60",
      }).passwordFailureLimits,
    ).toEqual({
      perPair: { limit: 0, window: 900 },
      perAddress: { limit: 20, window: 60 },
      perIp: { limit: 30, window: 300 },
    });
    expect(
      settings({ AUTH_RATE_LIMIT_PASSWORD_FAILURES_PER_IP: "5" }).passwordFailureLimits.perIp,
    ).toEqual({ limit: 5, window: 300 });
    expect(() => settings({ AUTH_RATE_LIMIT_PASSWORD_FAILURES_WINDOW: "0" })).toThrow(ConfigError);
    expect(() => settings({ AUTH_RATE_LIMIT_PASSWORD_FAILURES_PER_IP: "-1" })).toThrow(ConfigError);
  });

  it("allows phone sign-in by default only in development, where codes go to the outbox", () => {
    const phoneIn = (env: Record<string, string>) =>
      readAuthSettings(loadConfig(env)).isPhoneEnabled;
    expect(phoneIn({ NODE_ENV: "development" })).toBe(true);
    expect(phoneIn({ NODE_ENV: "test" })).toBe(false);
    expect(phoneIn({ NODE_ENV: "development", AUTH_PHONE_ENABLED: "false" })).toBe(false);
    expect(phoneIn({ NODE_ENV: "test", AUTH_PHONE_ENABLED: "true" })).toBe(true);
  });

  it("turns autoconfirm off by default with SMTP, unless set explicitly", () => {
    expect(settings({ SMTP_URL: "smtp://mail.example.com:587" }).isEmailAutoconfirm).toBe(false);
    expect(
      settings({ SMTP_URL: "smtp://mail.example.com:587", AUTH_EMAIL_AUTOCONFIRM: "true" })
        .isEmailAutoconfirm,
    ).toBe(true);
  });

  it("lists every bad value by name", () => {
    let caught: unknown;
    try {
      loadConfig({
        TRUSTED_PROXIES: "10.0.0.0/8, proxy.local",
        AUTH_PASSWORD_MIN_LENGTH: "4",
        AUTH_EMAIL_AUTOCONFIRM: "yes",
        SMTP_URL: "http://mail",
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const names = (caught as ConfigError).problems.map((problem) => problem.split(":")[0]);
    expect(names.sort()).toEqual([
      "AUTH_EMAIL_AUTOCONFIRM",
      "AUTH_PASSWORD_MIN_LENGTH",
      "SMTP_URL",
      "TRUSTED_PROXIES",
    ]);
  });

  it("builds the Twilio sender settings only when all three are set", () => {
    expect(settings({ SMS_TWILIO_ACCOUNT_SID: "AC1" }).twilio).toBeUndefined();
    expect(
      settings({
        SMS_TWILIO_ACCOUNT_SID: "AC1",
        SMS_TWILIO_AUTH_TOKEN: "t",
        SMS_TWILIO_FROM: "+15551234567",
      }).twilio,
    ).toEqual({
      accountSid: "AC1",
      authToken: "t",
      from: "+15551234567",
      apiUrl: "https://api.twilio.com",
    });
  });
});
