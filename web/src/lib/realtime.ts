import type { RealtimeClient } from "@supabase/supabase-js";
import { getSupabase } from "./supabase";
import { getSupabaseAnonKey } from "./supabase-anon-key";
import { getSupabaseUrl } from "./supabase-url";

let client: Promise<RealtimeClient> | undefined;

/** Reconnecting waits 1, 2 and 5 s after the first drops, then 10 s each time. */
const RECONNECT_AFTER_MS = [1000, 2000, 5000] as const;
const REALTIME_OPTIONS = {
  timeout: 10_000,
  heartbeatIntervalMs: 25_000,
  reconnectAfterMs: (tries: number) => RECONNECT_AFTER_MS[tries - 1] ?? 10_000,
};

/**
 * Supabase Realtime, the part of supabase-js the one client (lib/supabase.ts) leaves out: loaded
 * on the first call only, by the screens that subscribe. It connects as supabase-js's `realtime`
 * does (`/realtime/v1` over ws or wss, the anon key as `apikey`) and sends the signed-in user's
 * access token, read from the one client's session, whenever it joins a channel or refreshes.
 */
export function getRealtime(): Promise<RealtimeClient> {
  client ??= Promise.all([import("@supabase/supabase-js"), getSupabase()]).then(
    ([{ RealtimeClient: Client }, supabase]) => {
      const url = new URL("realtime/v1", getSupabaseUrl().replace(/\/?$/, "/"));
      url.protocol = url.protocol.replace("http", "ws");
      const key = getSupabaseAnonKey();
      return new Client(url.href, {
        ...REALTIME_OPTIONS,
        params: { apikey: key },
        accessToken: async () =>
          (await supabase.auth.getSession()).data.session?.access_token ?? key,
      });
    },
  );
  return client;
}
