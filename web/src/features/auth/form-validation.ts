/** Client-side checks before a request; the server still has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Our server's default AUTH_PASSWORD_MIN_LENGTH (Supabase's floor is 6) and bcrypt's ceiling. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

export function checkEmail(value: string): string | null {
  if (value.trim() === "") return "Please enter your e-mail address.";
  if (!EMAIL_PATTERN.test(value.trim())) {
    return "Please enter a valid e-mail address, like name@example.com.";
  }
  return null;
}

export function checkPassword(value: string): string | null {
  return value === "" ? "Please enter your password." : null;
}

export function checkNewPassword(value: string): string | null {
  if (value === "") return "Please choose a password.";
  if (value.length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (value.length > PASSWORD_MAX_LENGTH) {
    return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  return null;
}

export function checkFullName(value: string): string | null {
  return value.trim() === "" ? "Please enter your full name." : null;
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
