/**
 * The `<meta name>` that carries the anon key in the pre-rendered HTML (app/root.tsx), which the
 * server fills in; lib/supabase-anon-key.ts reads it. A module of its own, free of imports, so the
 * pre-rendering code that names it adds nothing to a page's start-up.
 */
export const ANON_KEY_META_NAME = "supabase-anon-key";
