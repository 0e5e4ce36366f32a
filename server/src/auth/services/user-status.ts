import type { UserRow } from "../repositories/users.ts";

export function isBanned(user: UserRow, now: Date): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now.getTime();
}

/** The e-mail address as GoTrue stores it: validated, lower-cased, at most 255 characters. */
export function normalizeEmail(email: string): string | undefined {
  const lower = email.toLowerCase();
  return lower.length <= 255 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(lower) ? lower : undefined;
}

/** E.164 digits without the leading +, as GoTrue stores phone numbers. */
export function normalizePhone(phone: string): string | undefined {
  const digits = phone.replace(/^\+/, "").replace(/\s/g, "");
  return /^[1-9][0-9]{1,14}$/.test(digits) ? digits : undefined;
}
