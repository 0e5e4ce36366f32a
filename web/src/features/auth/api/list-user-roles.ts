import type { SupabaseClient } from "@supabase/supabase-js";

/** SPEC §7: select role and is_primary from user_roles filtered by user_id. */
export function listUserRoles(client: SupabaseClient, userId: string) {
  return client.from("user_roles").select("role, is_primary").eq("user_id", userId);
}
