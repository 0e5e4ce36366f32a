import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { HostedLiveSession } from "./live-session";

const COLUMNS =
  "id, title, description, kind, starts_at, duration_minutes, status, venue, stream_url, thumbnail_path, reminder_count, viewer_count";

/** Every session the provider hosts, by start time (live_sessions_provider_idx). */
export async function fetchMyLiveSessions(providerId: string): Promise<HostedLiveSession[]> {
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase
      .from("live_sessions")
      .select(COLUMNS)
      .eq("provider_id", providerId)
      .order("starts_at"),
  );
}

export function myLiveSessionsOptions(providerId: string) {
  return queryOptions({
    queryKey: ["my-live-sessions", providerId] as const,
    queryFn: () => fetchMyLiveSessions(providerId),
  });
}

export function useMyLiveSessions(providerId: string | undefined) {
  return useQuery({ ...myLiveSessionsOptions(providerId ?? ""), enabled: Boolean(providerId) });
}
