import { Secret, TOTP } from "otpauth";

const STEP_MS = 30_000;

/** What an authenticator app shows for `secret` now: RFC 6238, SHA-1, 6 digits, 30-second steps. */
export function authenticatorCode(secret: string, at = Date.now()): string {
  return new TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp: at });
}

/** A 6-digit code the server will not accept now (none of the steps it allows around now). */
export function wrongCodeFor(secret: string): string {
  const valid = [-STEP_MS, 0, STEP_MS].map((offset) =>
    authenticatorCode(secret, Date.now() + offset),
  );
  let guess = 123456;
  while (valid.includes(String(guess))) guess += 1;
  return String(guess);
}

/**
 * Waits for the next 30-second step to begin: the server accepts each code once, so a second
 * sign-in needs the app's next code. (Time itself is what is awaited here, as with a real phone.)
 */
export async function waitForNextStep(): Promise<void> {
  const untilNext = STEP_MS - (Date.now() % STEP_MS);
  await new Promise((resolve) => setTimeout(resolve, untilNext + 500));
}
