import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database";
import { getLocale } from "@/lib/i18n/locale-store";

/**
 * POST /auth/v1/signup with the full name and the language on screen as metadata (the
 * confirmation e-mail is written in it); the confirmation link returns to the site root.
 */
export function signUpWithPassword(
  client: SupabaseClient<Database>,
  input: { email: string; password: string; fullName: string; redirectTo?: string },
) {
  return client.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      data: { full_name: input.fullName, locale: getLocale() },
      emailRedirectTo: input.redirectTo,
    },
  });
}
