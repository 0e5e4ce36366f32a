import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database";

/** PUT /auth/v1/user with the new password (after a recovery link signed the user in). */
export function updatePassword(client: SupabaseClient<Database>, password: string) {
  return client.auth.updateUser({ password });
}
