import { createHmac, timingSafeEqual } from "node:crypto";

/** Razorpay's signatures: lower-case hex HMAC-SHA256, compared in constant time. */
function hmacHex(secret: string, message: string | Uint8Array): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

function isSameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given, "hex"));
}

/**
 * Checkout's `razorpay_signature`: HMAC-SHA256(order_id + "|" + payment_id, key secret). The order id
 * must be the one we created and stored, never one the browser chose.
 */
export function isValidCheckoutSignature(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return isSameHex(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
}

/** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body bytes, never re-serialised JSON. */
export function isValidWebhookSignature(
  webhookSecret: string,
  rawBody: Uint8Array,
  signature: string,
): boolean {
  return isSameHex(hmacHex(webhookSecret, rawBody), signature);
}
