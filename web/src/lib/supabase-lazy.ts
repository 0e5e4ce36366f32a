// The Supabase client for the auth provider, which imports this file only with import(): as its
// own small file it loads without a module-namespace helper in the start-up code.
export { getSupabase } from "./supabase";
