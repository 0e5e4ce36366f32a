import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database";
import { getLocale } from "@/lib/i18n/locale-store";

/**
 * POST /auth/v1/otp with a phone number: texts a 6-digit code. `createUser` false (signing in)
 * makes an unknown number fail with `otp_disabled` instead of creating an account; a new
 * account keeps the full name and the language on screen (the SMS is written in it) as metadata.
 */
export function sendPhoneCode(
  client: SupabaseClient<Database>,
  input: { phone: string; createUser: boolean; fullName?: string },
) {
  return client.auth.signInWithOtp({
    phone: input.phone,
    options: {
      shouldCreateUser: input.createUser,
      channel: "sms",
      data: input.fullName ? { full_name: input.fullName, locale: getLocale() } : undefined,
    },
  });
}
