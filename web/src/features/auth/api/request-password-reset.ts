import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database";

/** POST /auth/v1/recover: e-mails a link that signs the user in with a PASSWORD_RECOVERY event. */
export function requestPasswordReset(
  client: SupabaseClient<Database>,
  email: string,
  redirectTo?: string,
) {
  return client.auth.resetPasswordForEmail(email, { redirectTo });
}
