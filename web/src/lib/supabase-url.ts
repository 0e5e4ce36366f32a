import { env } from "@/config/env";

/** The API base: VITE_SUPABASE_URL (hosted Supabase) or this page's origin (our server). */
export function getSupabaseUrl(): string {
  return env.VITE_SUPABASE_URL ?? window.location.origin;
}
