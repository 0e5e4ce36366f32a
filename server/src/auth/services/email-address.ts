import { validationFailed } from "../auth-errors.ts";

/**
 * GoTrue's format check (github.com/badoux/checkmail): the WHATWG "valid e-mail address"
 * pattern, so `user@localhost` passes and `xx:;x@x.x` does not.
 */
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const MAX_EMAIL_BYTES = 255;

/** The address as GoTrue stores it (lower-cased), or its 400 validation_failed as GoTrue words it. */
export function validateEmail(email: string): string {
  if (email === "") throw validationFailed("An email address is required");
  if (Buffer.byteLength(email) > MAX_EMAIL_BYTES) {
    throw validationFailed("An email address is too long");
  }
  if (!EMAIL_FORMAT.test(email)) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  return email.toLowerCase();
}

/** The stored form of a valid address, undefined for any other text. */
export function normalizeEmail(email: string): string | undefined {
  return email !== "" && Buffer.byteLength(email) <= MAX_EMAIL_BYTES && EMAIL_FORMAT.test(email)
    ? email.toLowerCase()
    : undefined;
}
