import { env } from "@/config/env";
import { ANON_KEY_META_NAME } from "./anon-key-meta";

/** Placeholder the server replaces with the anon key in the HTML it serves. */
const ANON_KEY_PLACEHOLDER = "__SUPABASE_ANON_KEY__";

/** VITE_SUPABASE_ANON_KEY, or the key the server injected into `<meta name="supabase-anon-key">`. */
export function getSupabaseAnonKey(): string {
  if (env.VITE_SUPABASE_ANON_KEY) return env.VITE_SUPABASE_ANON_KEY;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ANON_KEY_META_NAME}"]`);
  const key = meta?.content;
  if (!key || key === ANON_KEY_PLACEHOLDER) {
    throw new Error(
      "No Supabase anon key: set VITE_SUPABASE_ANON_KEY or serve the app through the server.",
    );
  }
  return key;
}
