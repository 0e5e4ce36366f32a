import type { UserRow } from "../repositories/users.ts";

export function isBanned(user: UserRow, now: Date): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now.getTime();
}

/** E.164 digits without the leading +, as GoTrue stores phone numbers. */
export function normalizePhone(phone: string): string | undefined {
  const digits = phone.replace(/^\+/, "").replace(/\s/g, "");
  return /^[1-9][0-9]{1,14}$/.test(digits) ? digits : undefined;
}
