import type { SupabaseClient } from "@supabase/supabase-js";
import { getSupabaseAnonKey } from "./supabase-anon-key";
import { getSupabaseUrl } from "./supabase-url";

let client: Promise<SupabaseClient> | undefined;

/**
 * The one Supabase client. supabase-js is downloaded on the first call only (it is about 55 KB
 * gzipped), so pages that never need auth never load it. Defaults kept: the session persists in
 * localStorage and refreshes itself.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import("@supabase/supabase-js").then(({ createClient }) =>
    createClient(getSupabaseUrl(), getSupabaseAnonKey()),
  );
  return client;
}
