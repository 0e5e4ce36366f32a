import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database";
import type { AppRole } from "@/lib/auth/roles";

/** SPEC §7: select role from user_roles filtered by user_id and role. */
export function findUserRole(client: SupabaseClient<Database>, userId: string, role: AppRole) {
  return client.from("user_roles").select("role").eq("user_id", userId).eq("role", role);
}
