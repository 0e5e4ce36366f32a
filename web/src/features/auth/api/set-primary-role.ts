import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database";
import type { AppRole } from "@/lib/auth/roles";

/** Makes one of the signed-in user's own roles primary (users may not update user_roles). */
export function setPrimaryRole(client: SupabaseClient<Database>, role: AppRole) {
  return client.rpc("set_primary_role", { role });
}
