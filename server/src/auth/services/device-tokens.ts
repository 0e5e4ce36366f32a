import { hkdfSync } from "node:crypto";
import { hmacSha256Base64Url, isEqualSecret, randomToken } from "../../lib/crypto.ts";
import type { SigningKeys } from "../../lib/signing-keys.ts";

/**
 * Device cookies, as OWASP's "Slow Down Online Guessing Attacks with Device Cookies" describes:
 * a browser that has signed in to an address before carries a signed token for it, and its
 * password attempts for that address are not held up by guessers elsewhere. One cookie per
 * address (a shared device may hold several accounts); the address is only inside the MAC.
 */
const LIFETIME_S = 365 * 24 * 3600;
const COOKIE_PREFIX = "sb-device-";

export interface DeviceCookie {
  name: string;
  value: string;
  maxAge: number;
}

/**
 * The HMAC key device tokens are signed with, derived (HKDF, its own label) from the
 * service_role key. That key is a secret every instance shares and keeps across restarts
 * (required in production, else stored beside the signing keys), minted by the private signing
 * key, and whoever holds it is already an administrator. The private key itself cannot be read
 * here (it is imported for signing only, and ES256 signatures are randomised), and a secret of
 * our own would have to be committed or would change on every restart.
 */
export function deriveDeviceKey(keys: Pick<SigningKeys, "serviceRoleKey">): string {
  const label = "bhakti-setu auth device cookie v1";
  return Buffer.from(hkdfSync("sha256", keys.serviceRoleKey, "", label, 32)).toString("base64url");
}

/** A fresh cookie for each address of the user who just signed in on this device. */
export function issueDeviceCookies(
  key: string,
  user: { email: string | null; phone: string | null },
  now: Date,
): DeviceCookie[] {
  const expires = Math.floor(now.getTime() / 1000) + LIFETIME_S;
  return [user.email, user.phone].flatMap((address) => {
    if (!address) return [];
    const payload = `${randomToken(16)}.${expires}`;
    const value = `${payload}.${macOf(key, payload, address)}`;
    return [{ name: cookieNameFor(key, address), value, maxAge: LIFETIME_S }];
  });
}

/** The nonce of a genuine, unexpired device cookie for `address` among `cookies`, if any. */
export function readDeviceNonce(
  key: string,
  cookies: Readonly<Record<string, string>>,
  address: string,
  now: Date,
): string | undefined {
  const [nonce, expires, mac, ...rest] = cookies[cookieNameFor(key, address)]?.split(".") ?? [];
  if (!nonce || !expires || !mac || rest.length > 0) return undefined;
  if (!isEqualSecret(mac, macOf(key, `${nonce}.${expires}`, address))) return undefined;
  return Number(expires) > now.getTime() / 1000 ? nonce : undefined;
}

function macOf(key: string, payload: string, address: string): string {
  return hmacSha256Base64Url(key, `token\n${payload}\n${address}`);
}

/** Named by a MAC of the address, so the name says nothing about whose it is. */
function cookieNameFor(key: string, address: string): string {
  return `${COOKIE_PREFIX}${hmacSha256Base64Url(key, `name\n${address}`).slice(0, 16)}`;
}
