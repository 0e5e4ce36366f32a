import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** URL-safe random text carrying `bytes` bytes of entropy. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString("base64url");
}

/** `length` uniformly random decimal digits (one-time codes). */
export function randomDigits(length: number): string {
  let digits = "";
  for (let i = 0; i < length; i += 1) digits += String(randomInt(10));
  return digits;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function sha224Hex(text: string): string {
  return createHash("sha224").update(text).digest("hex");
}

export function hmacSha256Base64Url(key: string, text: string): string {
  return createHmac("sha256", key).update(text).digest("base64url");
}

/** Compares two secrets in time that depends only on their lengths. */
export function isEqualSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
