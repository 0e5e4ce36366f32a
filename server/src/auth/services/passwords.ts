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

export interface PasswordPolicy {
  minLength: number;
  /** Character sets a password must each draw from (GoTrue's required characters). */
  requiredCharacters: string[];
}

export interface WeakPassword {
  message: string;
  reasons: string[];
}

/** What the password lacks under the policy, as GoTrue words it; undefined when it passes. */
export function checkPasswordStrength(
  password: string,
  policy: PasswordPolicy,
): WeakPassword | undefined {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < policy.minLength) {
    reasons.push("length");
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  if (policy.requiredCharacters.some((set) => ![...set].some((ch) => password.includes(ch)))) {
    reasons.push("characters");
    messages.push(
      `Password should contain at least one character of each: ${policy.requiredCharacters.join(", ")}.`,
    );
  }
  return reasons.length > 0 ? { message: messages.join(" "), reasons } : undefined;
}

/** Rejects passwords over bcrypt's 72 bytes (400) and passwords under the policy (422). */
export function assertAcceptablePassword(password: string, policy: PasswordPolicy): void {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const weak = checkPasswordStrength(password, policy);
  if (weak) {
    throw new AuthError(422, "weak_password", weak.message, { weakPasswordReasons: weak.reasons });
  }
}
