import { messagesOf } from "@/lib/i18n/locale-store";
import { authErrorMessages } from "./errors.messages";

/** The calling codes offered, India first (their country names: components/phone.messages.ts). */
export const COUNTRY_CODES = ["91", "977", "880", "94", "971", "1", "44", "61"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = "91";

/** The digits of a number as typed ("98765 43210", "98765-43210"). */
function digitsOf(typed: string): string {
  return typed.replace(/[\s\-().]/g, "");
}

/**
 * Why a typed number cannot be a mobile number, or null. An Indian mobile has 10 digits and starts
 * with 6 to 9; elsewhere 6 to 14 digits (E.164 allows 15 with the country code).
 */
export function checkMobileNumber(countryCode: CountryCode, typed: string): string | null {
  const m = messagesOf(authErrorMessages);
  const digits = digitsOf(typed).replace(/^0/, "");
  if (digits === "") return m.phoneMissing;
  if (countryCode === "91") return /^[6-9]\d{9}$/.test(digits) ? null : m.phoneIndia;
  return /^\d{6,14}$/.test(digits) && countryCode.length + digits.length <= 15
    ? null
    : m.phoneOther;
}

/** The number as the server takes it (E.164: +, country code, number; a leading 0 dropped). */
export function toE164(countryCode: CountryCode, typed: string): string {
  return `+${countryCode}${digitsOf(typed).replace(/^0/, "")}`;
}

/** "+91 98765 43210": an Indian mobile grouped as people say it; others as typed. */
export function formatMobileNumber(countryCode: CountryCode, typed: string): string {
  const digits = digitsOf(typed).replace(/^0/, "");
  const grouped = countryCode === "91" ? digits.replace(/^(\d{5})(\d{5})$/, "$1 $2") : digits;
  return `+${countryCode} ${grouped}`;
}

/** Why a typed SMS code is not 6 digits, or null; spaces ("123 456") are allowed. */
export function checkSmsCode(typed: string): string | null {
  return /^\d{6}$/.test(typed.replace(/\s+/g, ""))
    ? null
    : messagesOf(authErrorMessages).codeInvalid;
}

/**
 * The seconds to wait before another code may be sent, from a 429 `over_sms_send_rate_limit`,
 * or null when it names none (the instance's hourly quota, not this number's last code). GoTrue
 * says it only in the message ("…only request this after 42 seconds."), so it is read from there.
 */
export function secondsToWait(message: string): number | null {
  const seconds = Number(/after (\d+) seconds?/.exec(message)?.[1]);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}
