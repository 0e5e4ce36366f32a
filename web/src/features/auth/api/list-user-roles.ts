import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database";

/** SPEC §7: select role and is_primary from user_roles filtered by user_id. */
export function listUserRoles(client: SupabaseClient<Database>, userId: string) {
  return client.from("user_roles").select("role, is_primary").eq("user_id", userId);
}
