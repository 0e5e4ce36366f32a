import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's X-Twilio-Signature: base64 HMAC-SHA1, keyed with the account's auth token, of the full
 * URL Twilio called followed by each POST parameter's name and value, sorted by name.
 */
export function computeTwilioSignature(
  authToken: string,
  url: string,
  params: Iterable<[string, string]>,
): string {
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signed = url + sorted.map(([name, value]) => name + value).join("");
  return createHmac("sha1", authToken).update(signed, "utf8").digest("base64");
}

/** Compares in constant time; an absent or malformed signature is never valid. */
export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Iterable<[string, string]>,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(computeTwilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
