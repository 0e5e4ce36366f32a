import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

/** RFC 6238 as authenticator apps and Supabase Auth use it: SHA-1, 6 digits, 30-second steps. */
const PARAMETERS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** One step either side, for a phone clock a little off. */
const WINDOW = 1;

export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** The `otpauth://` URI as SVG markup; auth-js turns it into a data URL. */
  qrCode: string;
}

export function createTotpEnrolment(issuer: string, account: string): TotpEnrolment {
  const secret = new Secret({ size: 20 });
  const uri = new TOTP({ ...PARAMETERS, issuer, label: account, secret }).toString();
  return { secret: secret.base32, uri, qrCode: renderSVG(uri, { border: 2 }) };
}

/**
 * The time step a 6-digit code belongs to, or undefined when it matches none of the steps around
 * `now`. Callers refuse steps at or before the last one accepted, so each code works once.
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const totp = new TOTP({ ...PARAMETERS, secret: Secret.fromBase32(secret) });
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp }) + delta;
}
