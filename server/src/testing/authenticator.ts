import { Secret, TOTP } from "otpauth";

/** What an authenticator app shows for `secret` at `at`, as tests type it in. */
export function authenticatorCode(secret: string, at: Date): string {
  return new TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp: at.getTime() });
}
