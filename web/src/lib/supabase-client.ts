// supabase-js's createClient built from the parts the app uses (auth, data, storage, functions):
// createClient always constructs a Realtime client too, about 12 KB gzipped that nothing here
// uses. Loaded only through lib/supabase.ts's dynamic import.
import { AuthClient, type AuthFlowType } from "@supabase/auth-js";
import { FunctionsClient } from "@supabase/functions-js";
import { PostgrestClient } from "@supabase/postgrest-js";
import { StorageClient } from "@supabase/storage-js";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database";
import { sessionStorageKey } from "./stored-session";

export interface AppClientAuthOptions {
  flowType: AuthFlowType;
  autoRefreshToken?: boolean;
  detectSessionInUrl?: boolean;
}

/**
 * What the app calls on a Supabase client: supabase-js's `SupabaseClient` without Realtime, typed
 * by the schema's generated `Database`, so tables, columns and rpc arguments are checked.
 */
export type AppSupabaseClient = Pick<
  SupabaseClient<Database>,
  "auth" | "from" | "rpc" | "schema" | "storage" | "functions"
>;

/**
 * A client that sends what supabase-js's does: the anon key as `apikey`, the session's access
 * token (or the anon key) as bearer, the session in localStorage under supabase-js's key, so a
 * session stored by either reads the same. `channel()` and `realtime` are absent.
 */
export function createAppClient(
  url: string,
  key: string,
  authOptions: AppClientAuthOptions,
): AppSupabaseClient {
  const base = url.replace(/\/?$/, "/");
  const headers = { "X-Client-Info": "supabase-js-web/2.119.1" };
  const auth = new AuthClient({
    url: `${base}auth/v1`,
    headers: { ...headers, apikey: key, Authorization: `Bearer ${key}` },
    storageKey: sessionStorageKey(base),
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    ...authOptions,
  });
  const fetchWithAuth: typeof fetch = async (input, init) => {
    const { data } = await auth.getSession();
    const requestHeaders = new Headers(init?.headers);
    if (!requestHeaders.has("apikey")) requestHeaders.set("apikey", key);
    if (!requestHeaders.has("Authorization")) {
      requestHeaders.set("Authorization", `Bearer ${data.session?.access_token ?? key}`);
    }
    return fetch(input, { ...init, headers: requestHeaders });
  };
  const rest = new PostgrestClient(`${base}rest/v1`, {
    headers,
    schema: "public",
    fetch: fetchWithAuth,
  });
  const storage = new StorageClient(`${base}storage/v1`, headers, fetchWithAuth);
  return {
    auth,
    storage,
    get functions() {
      return new FunctionsClient(`${base}functions/v1`, { headers, customFetch: fetchWithAuth });
    },
    from: rest.from.bind(rest),
    schema: rest.schema.bind(rest),
    rpc: rest.rpc.bind(rest),
  } as unknown as AppSupabaseClient;
}
