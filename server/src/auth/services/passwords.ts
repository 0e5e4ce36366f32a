import { hash, verify } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
import { AuthError, validationFailed } from "../auth-errors.ts";

const MAX_PASSWORD_BYTES = 72;

/** argon2id, the library's default algorithm, with its defaults (m=19 MiB, t=2, p=1), as OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export interface PasswordCheck {
  isMatch: boolean;
  /** The stored hash is bcrypt (imported from Supabase) and should be replaced by argon2id. */
  needsRehash: boolean;
}

/** Verifies against argon2 or bcrypt (`$2a$`/`$2b$`) hashes; anything else never matches. */
export async function verifyPassword(storedHash: string, password: string): Promise<PasswordCheck> {
  if (storedHash.startsWith("$argon2")) {
    return { isMatch: await verify(storedHash, password).catch(() => false), needsRehash: false };
  }
  if (/^\$2[aby]\$/.test(storedHash)) {
    const isMatch = await bcrypt.compare(password, storedHash);
    return { isMatch, needsRehash: isMatch };
  }
  return { isMatch: false, needsRehash: false };
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification for unknown users and users without a password,
 * so response time does not reveal whether an account exists.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword("dummy password for timing equality");
  await verify(await dummyHash, password).catch(() => false);
}

/** The policy reasons a password fails (`length`), empty when it passes. */
export function listWeakPasswordReasons(password: string, minLength: number): string[] {
  return [...password].length < minLength ? ["length"] : [];
}

export function weakPasswordMessage(minLength: number): string {
  return `Password should be at least ${minLength} characters.`;
}

/** Rejects passwords over bcrypt's 72 bytes (400) and passwords under the policy (422). */
export function assertAcceptablePassword(password: string, minLength: number): void {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const reasons = listWeakPasswordReasons(password, minLength);
  if (reasons.length > 0) {
    throw new AuthError(422, "weak_password", weakPasswordMessage(minLength), {
      weakPasswordReasons: reasons,
    });
  }
}
