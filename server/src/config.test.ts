import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { configProblemsOf } from "./testing/config-problems.ts";
import { PRODUCTION_ENV } from "./testing/production-env.ts";

describe("loadConfig", () => {
  it("gives working defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      DATA_DIR: "./.data",
      SITE_URL: "http://localhost:3000",
      AUTH_JWT_EXP: 3600,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("listens on loopback outside production, on every interface in production", () => {
    expect(loadConfig({}).HOST).toBe("127.0.0.1");
    expect(loadConfig(PRODUCTION_ENV).HOST).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  it("points e-mailed links at the server's own port when SITE_URL is unset", () => {
    expect(loadConfig({ PORT: "4400" }).SITE_URL).toBe("http://localhost:4400");
    expect(loadConfig({ PORT: "4400", SITE_URL: "https://setu.example" }).SITE_URL).toBe(
      "https://setu.example",
    );
  });

  it.each([
    [{ PORT: "abc" }, /^PORT: must be a whole number from 0 to 65535$/],
    [{ PORT: "70000" }, /^PORT: must be a whole number from 0 to 65535$/],
    [{ NODE_ENV: "staging" }, /^NODE_ENV: /],
    [{ DATABASE_URL: "mysql://x@y/z" }, /^DATABASE_URL: must be a postgres:\/\/ URL$/],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL: /],
    [{ LOG_FORMAT: "xml" }, /^LOG_FORMAT: /],
    [{ AUTH_JWT_SECRET: "short" }, /^AUTH_JWT_SECRET: must be at least 32 characters$/],
    [{ SITE_URL: "not a url" }, /^SITE_URL: /],
    [{ AUTH_JWT_EXP: "-5" }, /^AUTH_JWT_EXP: /],
    [
      { DATABASE_CONNECT_TIMEOUT: "0" },
      /^DATABASE_CONNECT_TIMEOUT: must be a whole number of seconds, at least 1$/,
    ],
    [{ DATABASE_MIGRATION_TIMEOUT: "soon" }, /^DATABASE_MIGRATION_TIMEOUT: must be a whole number/],
    [{ JOBS_POLL_MS: "10" }, /^JOBS_POLL_MS: must be a whole number of milliseconds, at least 50$/],
  ])("names the variable and the problem for %o", (env, expected) => {
    const problems = configProblemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
  });

  it("lists every bad variable, one line each", () => {
    expect(
      configProblemsOf({ PORT: "x", LOG_LEVEL: "y" }).map((line) => line.split(":")[0]),
    ).toEqual(["PORT", "LOG_LEVEL"]);
  });

  it("refuses half a Google client", () => {
    expect(configProblemsOf({ AUTH_GOOGLE_CLIENT_ID: "id" })).toEqual([
      "AUTH_GOOGLE_CLIENT_ID, AUTH_GOOGLE_SECRET: set both or neither",
    ]);
    expect(configProblemsOf({ AUTH_GOOGLE_ISSUER: "not a url" })[0]).toMatch(
      /^AUTH_GOOGLE_ISSUER:/,
    );
  });

  it("refuses production without keys from the environment", () => {
    expect(configProblemsOf({ NODE_ENV: "production" })[0]).toMatch(/^AUTH_JWT_KEYS: required/);
    expect(configProblemsOf({ NODE_ENV: "production", AUTH_JWT_KEYS: "{}" })[0]).toMatch(
      /^ANON_KEY, SERVICE_ROLE_KEY: required/,
    );
  });
});

describe("demo mode", () => {
  it("is off by default and on with DEMO_MODE=1 or true", () => {
    expect(loadConfig({}).DEMO_MODE).toBe(false);
    expect(loadConfig({ DEMO_MODE: "1" }).DEMO_MODE).toBe(true);
    expect(loadConfig({ DEMO_MODE: "true" }).DEMO_MODE).toBe(true);
    expect(configProblemsOf({ DEMO_MODE: "yes" })[0]).toMatch(/^DEMO_MODE:/);
  });

  it("refuses production, whatever else is set", () => {
    expect(configProblemsOf({ ...PRODUCTION_ENV, DEMO_MODE: "1" })).toEqual([
      "DEMO_MODE: not allowed when NODE_ENV=production (it creates demo accounts whose passwords are printed at start)",
    ]);
    expect(configProblemsOf({ NODE_ENV: "production", DEMO_MODE: "true" })[0]).toMatch(
      /^DEMO_MODE:/,
    );
    expect(loadConfig({ ...PRODUCTION_ENV, DEMO_MODE: "0" }).DEMO_MODE).toBe(false);
  });
});

describe("phone messages", () => {
  it("uses the outbox without a provider, and Twilio once its SMS sender is set", () => {
    expect(loadConfig({}).PHONE_SMS_PROVIDER).toBe("outbox");
    const twilio = {
      SMS_TWILIO_ACCOUNT_SID: "AC1",
      SMS_TWILIO_AUTH_TOKEN: "t",
      SMS_TWILIO_FROM: "+1555",
    };
    expect(loadConfig(twilio).PHONE_SMS_PROVIDER).toBe("twilio");
  });

  it("refuses WhatsApp in production without an approved template for every kind", () => {
    const production = {
      ...PRODUCTION_ENV,
      SMS_TWILIO_ACCOUNT_SID: "AC1",
      SMS_TWILIO_AUTH_TOKEN: "t",
      SMS_TWILIO_FROM: "+1555",
      PHONE_WHATSAPP_FROM: "+14155238886",
      PAYMENTS_GATEWAY: "upi",
    };
    expect(configProblemsOf(production).join("\n")).toMatch(
      /PHONE_WHATSAPP_TEMPLATES: an approved WhatsApp template .* missing booking_requested/,
    );
  });

  it("refuses to start with MSG91 while a message kind has no DLT template", () => {
    const templates = {
      booking_requested: "t1",
      booking_confirmed: "t2",
    };
    const problems = configProblemsOf({
      PHONE_SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "key",
      MSG91_TEMPLATES: JSON.stringify(templates),
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^MSG91_TEMPLATES: a DLT template id is needed .*missing booking_declined/,
    );
    expect(
      configProblemsOf({ PHONE_SMS_PROVIDER: "msg91", MSG91_TEMPLATES: "{not json" })[0],
    ).toMatch(/^MSG91_TEMPLATES: must be a JSON object/);
  });
});
