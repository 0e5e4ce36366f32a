import type { SupabaseClient } from "@supabase/supabase-js";

/** POST /auth/v1/token?grant_type=password. */
export function signInWithPassword(
  client: SupabaseClient,
  input: { email: string; password: string },
) {
  return client.auth.signInWithPassword({ email: input.email, password: input.password });
}
