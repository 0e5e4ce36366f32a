import type { SupabaseClient } from "@supabase/supabase-js";

/** PUT /auth/v1/user with the new password (after a recovery link signed the user in). */
export function updatePassword(client: SupabaseClient, password: string) {
  return client.auth.updateUser({ password });
}
