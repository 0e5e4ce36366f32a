import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database";

/**
 * POST /auth/v1/logout (scope global, SPEC §9). When the server cannot be reached supabase-js keeps
 * the session; this device is then signed out locally so the button always works.
 */
export async function signOutEverywhere(client: SupabaseClient<Database>) {
  const { error } = await client.auth.signOut();
  if (!error) return { error: null };
  await client.auth.signOut({ scope: "local" });
  return { error };
}
