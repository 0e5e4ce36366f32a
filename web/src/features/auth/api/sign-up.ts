import type { SupabaseClient } from "@supabase/supabase-js";

/** POST /auth/v1/signup with the full name as metadata; the confirmation link returns to the site root. */
export function signUpWithPassword(
  client: SupabaseClient,
  input: { email: string; password: string; fullName: string; redirectTo?: string },
) {
  return client.auth.signUp({
    email: input.email,
    password: input.password,
    options: { data: { full_name: input.fullName }, emailRedirectTo: input.redirectTo },
  });
}
