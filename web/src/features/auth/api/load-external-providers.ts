import { getSupabaseAnonKey } from "@/lib/supabase-anon-key";
import { getSupabaseUrl } from "@/lib/supabase-url";

let providers: Promise<Record<string, boolean>> | undefined;

/**
 * GET /auth/v1/settings `external`: which sign-in providers the auth server has on (ours or a
 * hosted Supabase project alike). Asked once per page; a failed answer is asked again next time.
 */
export function loadExternalProviders(): Promise<Record<string, boolean>> {
  providers ??= Promise.resolve()
    .then(() =>
      fetch(`${getSupabaseUrl()}/auth/v1/settings`, { headers: { apikey: getSupabaseAnonKey() } }),
    )
    .then(async (response) => {
      if (!response.ok) throw new Error(`auth settings answered ${response.status}`);
      const body = (await response.json()) as { external?: Record<string, boolean> };
      return body.external ?? {};
    })
    .catch((error: unknown) => {
      providers = undefined;
      throw error;
    });
  return providers;
}
