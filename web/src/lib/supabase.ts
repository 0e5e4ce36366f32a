import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database";
import { getSupabaseAnonKey } from "./supabase-anon-key";
import { getSupabaseUrl } from "./supabase-url";

let client: Promise<SupabaseClient<Database>> | undefined;

/**
 * The one Supabase client. Its code (lib/supabase-client.ts: supabase-js's auth, data, storage
 * and functions clients, not Realtime) is downloaded on the first call only, so pages that never
 * need auth never load it. The session persists in localStorage and refreshes itself. E-mailed
 * links use the implicit flow, so they work in any browser they are opened in; a page reached
 * with `?code=` is the end of a PKCE sign-in (Google, started by `startPkceSignIn`), so its client
 * is a PKCE one that exchanges the code.
 *
 * Typed as supabase-js's `SupabaseClient` of the generated `Database` (lib/database.types.ts,
 * `npm run gen:types`), which the features' request functions take; it has no
 * `channel()` or `realtime`: a screen that subscribes takes lib/realtime.ts's client, loaded only
 * there (app/supabase-client.test.ts checks).
 */
export function getSupabase(): Promise<SupabaseClient<Database>> {
  client ??= import("./supabase-client").then(
    ({ createAppClient }) =>
      createAppClient(getSupabaseUrl(), getSupabaseAnonKey(), {
        flowType: new URLSearchParams(window.location.search).has("code") ? "pkce" : "implicit",
      }) as SupabaseClient<Database>,
  );
  return client;
}

/**
 * A second, short-lived client in the PKCE flow, only to start an OAuth sign-in: it keeps the code
 * verifier in the same storage as the one client, which reads it on the way back. The page is left
 * right after, so the two never run side by side for long.
 */
export async function startPkceSignIn(): Promise<SupabaseClient<Database>> {
  const { createAppClient } = await import("./supabase-client");
  return createAppClient(getSupabaseUrl(), getSupabaseAnonKey(), {
    flowType: "pkce",
    autoRefreshToken: false,
    detectSessionInUrl: false,
  }) as SupabaseClient<Database>;
}
