import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { createPaymentGateways } from "./gateways/payment-gateways.ts";

const PRODUCTION = {
  NODE_ENV: "production",
  AUTH_JWT_KEYS: "k",
  ANON_KEY: "a",
  SERVICE_ROLE_KEY: "s",
};
const KEYS = { RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "secret" };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("PAYMENTS_GATEWAY", () => {
  it("defaults to Razorpay with its keys, else the test checkout outside production, else UPI", () => {
    expect(loadConfig({ ...KEYS }).PAYMENTS_GATEWAY).toBe("razorpay");
    expect(loadConfig({}).PAYMENTS_GATEWAY).toBe("test");
    expect(loadConfig({ RAZORPAY_KEY_ID: "only-the-id" }).PAYMENTS_GATEWAY).toBe("test");
    expect(loadConfig(PRODUCTION).PAYMENTS_GATEWAY).toBe("upi");
    expect(loadConfig({ ...KEYS, PAYMENTS_GATEWAY: "upi" }).PAYMENTS_GATEWAY).toBe("upi");
    expect(loadConfig({}).RAZORPAY_API_URL).toBe("https://api.razorpay.com");
    expect(loadConfig({ RAZORPAY_API_URL: "http://127.0.0.1:9/" }).RAZORPAY_API_URL).toBe(
      "http://127.0.0.1:9",
    );
  });

  it("says what is wrong, one line per variable", () => {
    expect(problemsOf({ PAYMENTS_GATEWAY: "stripe" })).toEqual([
      "PAYMENTS_GATEWAY: must be razorpay, upi or test",
    ]);
    expect(problemsOf({ PAYMENTS_GATEWAY: "razorpay" })).toEqual([
      "RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: required when PAYMENTS_GATEWAY=razorpay",
    ]);
    expect(problemsOf({ RAZORPAY_API_URL: "ftp://x" })).toEqual([
      "RAZORPAY_API_URL: must be an http(s):// URL",
    ]);
    expect(problemsOf({ ...PRODUCTION, PAYMENTS_GATEWAY: "test" })).toEqual([
      "PAYMENTS_GATEWAY: test is not allowed when NODE_ENV=production (it takes no money)",
    ]);
    expect(problemsOf({ ...PRODUCTION, ...KEYS })[0]).toMatch(
      /^RAZORPAY_WEBHOOK_SECRET: required with Razorpay in production/,
    );
    expect(problemsOf({ ...PRODUCTION, ...KEYS, RAZORPAY_WEBHOOK_SECRET: "w" })).toEqual([]);
  });

  it("never offers the test gateway in production, even to refund", () => {
    const production = createPaymentGateways(
      loadConfig({ ...PRODUCTION, ...KEYS, RAZORPAY_WEBHOOK_SECRET: "w" }),
    );
    expect(production.active.method).toBe("razorpay");
    expect(production.forMethod("test")).toBeUndefined();
    expect(production.forMethod("upi")?.method).toBe("upi");
    const development = createPaymentGateways(loadConfig({}));
    expect(development.active.method).toBe("test");
    expect(development.razorpay).toBeUndefined();
    expect(development.forMethod("razorpay")).toBeUndefined();
  });
});
