import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database";
import type { AppRole } from "@/lib/auth/roles";

/** SPEC §7: insert into user_roles with user_id, role, is_primary. */
export function insertUserRole(
  client: SupabaseClient<Database>,
  row: { user_id: string; role: AppRole; is_primary: boolean },
) {
  return client.from("user_roles").insert(row);
}
