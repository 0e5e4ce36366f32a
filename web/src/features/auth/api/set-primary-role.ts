import type { SupabaseClient } from "@supabase/supabase-js";
import type { AppRole } from "@/lib/auth/roles";

/** Makes one of the signed-in user's own roles primary (users may not update user_roles). */
export function setPrimaryRole(client: SupabaseClient, role: AppRole) {
  return client.rpc("set_primary_role", { role });
}
