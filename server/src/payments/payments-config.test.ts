import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { configProblemsOf } from "../testing/config-problems.ts";
import { PRODUCTION_ENV } from "../testing/production-env.ts";
import { createPaymentGateways } from "./gateways/payment-gateways.ts";

const KEYS = { RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "secret" };

describe("PAYMENTS_GATEWAY", () => {
  it("defaults to Razorpay with its keys, else the test checkout outside production, else UPI", () => {
    expect(loadConfig({ ...KEYS }).PAYMENTS_GATEWAY).toBe("razorpay");
    expect(loadConfig({}).PAYMENTS_GATEWAY).toBe("test");
    expect(loadConfig({ RAZORPAY_KEY_ID: "only-the-id" }).PAYMENTS_GATEWAY).toBe("test");
    expect(loadConfig(PRODUCTION_ENV).PAYMENTS_GATEWAY).toBe("upi");
    expect(loadConfig({ ...KEYS, PAYMENTS_GATEWAY: "upi" }).PAYMENTS_GATEWAY).toBe("upi");
    expect(loadConfig({}).RAZORPAY_API_URL).toBe("https://api.razorpay.com");
    expect(loadConfig({ RAZORPAY_API_URL: "http://127.0.0.1:9/" }).RAZORPAY_API_URL).toBe(
      "http://127.0.0.1:9",
    );
  });

  it("says what is wrong, one line per variable", () => {
    expect(configProblemsOf({ PAYMENTS_GATEWAY: "stripe" })).toEqual([
      "PAYMENTS_GATEWAY: must be razorpay, upi or test",
    ]);
    expect(configProblemsOf({ PAYMENTS_GATEWAY: "razorpay" })).toEqual([
      "RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: required when PAYMENTS_GATEWAY=razorpay",
    ]);
    expect(configProblemsOf({ RAZORPAY_API_URL: "ftp://x" })).toEqual([
      "RAZORPAY_API_URL: must be an http(s):// URL",
    ]);
    expect(configProblemsOf({ ...PRODUCTION_ENV, PAYMENTS_GATEWAY: "test" })).toEqual([
      "PAYMENTS_GATEWAY: test is not allowed when NODE_ENV=production (it takes no money)",
    ]);
    expect(configProblemsOf({ ...PRODUCTION_ENV, ...KEYS })[0]).toMatch(
      /^RAZORPAY_WEBHOOK_SECRET: required with Razorpay in production/,
    );
    expect(configProblemsOf({ ...PRODUCTION_ENV, ...KEYS, RAZORPAY_WEBHOOK_SECRET: "w" })).toEqual(
      [],
    );
  });

  it("never offers the test gateway in production, even to refund", () => {
    const production = createPaymentGateways(
      loadConfig({ ...PRODUCTION_ENV, ...KEYS, RAZORPAY_WEBHOOK_SECRET: "w" }),
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
