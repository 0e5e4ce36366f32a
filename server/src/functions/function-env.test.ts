import { describe, expect, it } from "vitest";
import { ConfigError } from "../config.ts";
import { loadFunctionEnv } from "./function-env.ts";

// What a deployed function reads of the environment Supabase gives it.
const hosted = {
  SUPABASE_URL: "https://abc.supabase.co",
  SUPABASE_DB_URL: "postgresql://postgres:pw@db.abc.supabase.co:5432/postgres",
};

describe("loadFunctionEnv", () => {
  it("is in production unless told: direct UPI, links to the project's URL", () => {
    expect(loadFunctionEnv(hosted)).toMatchObject({
      NODE_ENV: "production",
      PAYMENTS_GATEWAY: "upi",
      PHONE_SMS_PROVIDER: "outbox",
      SITE_URL: "https://abc.supabase.co",
    });
  });

  it("takes Razorpay when its keys are set, and the site's own address", () => {
    const settings = loadFunctionEnv({
      ...hosted,
      SITE_URL: "https://bhaktisetu.example/",
      RAZORPAY_KEY_ID: "rzp_live_x",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "hook",
    });
    expect(settings).toMatchObject({
      PAYMENTS_GATEWAY: "razorpay",
      SITE_URL: "https://bhaktisetu.example",
    });
  });

  it("names each bad or missing variable, and refuses the test checkout in production", () => {
    expect(() => loadFunctionEnv({ SUPABASE_URL: "abc" })).toThrow(
      new ConfigError([
        "SUPABASE_URL: must be an http(s):// URL",
        "SUPABASE_DB_URL: must be a postgres:// URL",
      ]),
    );
    expect(() => loadFunctionEnv({ ...hosted, PAYMENTS_GATEWAY: "test" })).toThrow(
      "PAYMENTS_GATEWAY: test is not allowed when NODE_ENV=production",
    );
  });
});
