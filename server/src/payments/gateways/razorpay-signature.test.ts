import { describe, expect, it } from "vitest";
import { RAZORPAY_SDK_WEBHOOK_BODY } from "../testing/razorpay-sdk-webhook.ts";
import { isValidCheckoutSignature, isValidWebhookSignature } from "./razorpay-signature.ts";

// The vectors are Razorpay's own, from the tests of its official SDKs: razorpay-python
// (tests/test_client_utility.py with key secret "key_secret" and its mock webhook body) and
// razorpay-node (test/utils/razorpay-utils.spec.js).
const bytes = (text: string) => new TextEncoder().encode(text);

describe("the checkout signature: HMAC-SHA256(order_id|payment_id, key secret)", () => {
  const signature = "b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89";

  it("accepts Razorpay's documented example", () => {
    expect(
      isValidCheckoutSignature("key_secret", "fake_order_id", "fake_payment_id", signature),
    ).toBe(true);
    expect(
      isValidCheckoutSignature(
        "key_secret",
        "fake_order_id",
        "fake_payment_id",
        signature.toUpperCase(),
      ),
    ).toBe(true);
  });

  it("refuses a tampered signature, order, payment or secret", () => {
    const tampered = `${signature.slice(0, -1)}8`;
    expect(
      isValidCheckoutSignature("key_secret", "fake_order_id", "fake_payment_id", tampered),
    ).toBe(false);
    expect(
      isValidCheckoutSignature("key_secret", "fake_order_iD", "fake_payment_id", signature),
    ).toBe(false);
    expect(
      isValidCheckoutSignature("key_secret", "fake_order_id", "fake_payment_iD", signature),
    ).toBe(false);
    expect(
      isValidCheckoutSignature("key_secreT", "fake_order_id", "fake_payment_id", signature),
    ).toBe(false);
    expect(
      isValidCheckoutSignature("key_secret", "fake_order_id", "fake_payment_id", "test_signature"),
    ).toBe(false);
    expect(isValidCheckoutSignature("key_secret", "fake_order_id", "fake_payment_id", "")).toBe(
      false,
    );
  });

  it("refuses a genuine signature replayed for another order", () => {
    // The proof of one payment says nothing about any other order.
    expect(
      isValidCheckoutSignature("key_secret", "order_other", "fake_payment_id", signature),
    ).toBe(false);
  });
});

describe("the webhook signature: HMAC-SHA256(raw body, webhook secret)", () => {
  it("accepts razorpay-node's example", () => {
    const body = bytes('{"a":1,"b":2,"c":{"d":3}}');
    const signature = "2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc";
    expect(isValidWebhookSignature("123456", body, signature)).toBe(true);
    expect(isValidWebhookSignature("123456", body, "sdfafds")).toBe(false);
  });

  it("accepts razorpay-python's payment.authorized example byte for byte, and nothing re-serialised", () => {
    const raw = bytes(RAZORPAY_SDK_WEBHOOK_BODY);
    const signature = "d60e67fd884556c045e9be7dad57903e33efc7172c17c6e3ef77db42d2b366e9";
    expect(isValidWebhookSignature("key_secret", raw, signature)).toBe(true);
    // The same event re-serialised (as a JSON body parser would) no longer matches.
    const reserialised = bytes(JSON.stringify(JSON.parse(RAZORPAY_SDK_WEBHOOK_BODY)));
    expect(isValidWebhookSignature("key_secret", reserialised, signature)).toBe(false);
    // One changed byte (the amount) fails.
    const tampered = bytes(
      RAZORPAY_SDK_WEBHOOK_BODY.replace('"amount": 1000000', '"amount": 1000001'),
    );
    expect(isValidWebhookSignature("key_secret", tampered, signature)).toBe(false);
    expect(isValidWebhookSignature("another_secret", raw, signature)).toBe(false);
  });
});
