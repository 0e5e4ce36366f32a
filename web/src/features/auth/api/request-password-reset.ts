import type { SupabaseClient } from "@supabase/supabase-js";

/** POST /auth/v1/recover: e-mails a link that signs the user in with a PASSWORD_RECOVERY event. */
export function requestPasswordReset(client: SupabaseClient, email: string, redirectTo?: string) {
  return client.auth.resetPasswordForEmail(email, { redirectTo });
}
