import { useSupabaseQuery } from "@/lib/supabase-request";
import type { HostedLiveSession } from "./live-session";

const COLUMNS =
  "id, title, description, kind, starts_at, duration_minutes, status, venue, stream_url, thumbnail_path, reminder_count, viewer_count";

/** Every session the provider hosts, by start time (live_sessions_provider_idx). */
export function useMyLiveSessions(providerId: string | undefined) {
  return useSupabaseQuery(
    ["my-live-sessions", providerId ?? ""] as const,
    (supabase) =>
      supabase
        .from("live_sessions")
        .select(COLUMNS)
        .eq("provider_id", providerId ?? "")
        .order("starts_at") satisfies PromiseLike<{ data: HostedLiveSession[] | null }>,
    { enabled: Boolean(providerId) },
  );
}
