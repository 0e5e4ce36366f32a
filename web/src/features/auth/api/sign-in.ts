import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/database";

/** POST /auth/v1/token?grant_type=password. */
export function signInWithPassword(
  client: SupabaseClient<Database>,
  input: { email: string; password: string },
) {
  return client.auth.signInWithPassword({ email: input.email, password: input.password });
}
