import { messagesOf } from "@/lib/i18n/locale-store";
import { authErrorMessages } from "./errors.messages";

/** Client-side checks before a request; the server still has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Our server's default AUTH_PASSWORD_MIN_LENGTH (Supabase's floor is 6) and bcrypt's ceiling. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

const messages = () => messagesOf(authErrorMessages);

export function checkEmail(value: string): string | null {
  if (value.trim() === "") return messages().emailMissing;
  if (!EMAIL_PATTERN.test(value.trim())) return messages().emailInvalid;
  return null;
}

export function checkPassword(value: string): string | null {
  return value === "" ? messages().passwordMissing : null;
}

export function checkNewPassword(value: string): string | null {
  if (value === "") return messages().newPasswordMissing;
  if (value.length < PASSWORD_MIN_LENGTH) return messages().passwordTooShort(PASSWORD_MIN_LENGTH);
  if (value.length > PASSWORD_MAX_LENGTH) return messages().passwordTooLong(PASSWORD_MAX_LENGTH);
  return null;
}

export function checkFullName(value: string): string | null {
  return value.trim() === "" ? messages().fullNameMissing : null;
}

export function checkPasswordConfirmation(password: string, confirmation: string): string | null {
  return confirmation === password ? null : messages().passwordsDiffer;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Drops the fields without an error; returns null when every field passed. */
export function collectErrors<Field extends string>(
  checks: Record<Field, string | null>,
): FieldErrors<Field> | null {
  const errors: FieldErrors<Field> = {};
  let hasError = false;
  for (const field of Object.keys(checks) as Field[]) {
    const message = checks[field];
    if (message) {
      errors[field] = message;
      hasError = true;
    }
  }
  return hasError ? errors : null;
}
