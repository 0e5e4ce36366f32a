import { useMutation } from "@tanstack/react-query";
import { useRefreshAfter } from "@/lib/mutation-refresh";
import { askSupabase, useSupabaseQuery } from "@/lib/supabase-request";
import type { Tables } from "@/lib/database";

/** The temple's own stream that is live now, if any. */
export type TempleLiveSession = Pick<
  Tables<"live_sessions">,
  "id" | "title" | "stream_url" | "viewer_count"
>;

const liveKey = (templeId: string) => ["temple-live", templeId] as const;

export function useTempleLiveSession(templeId: string) {
  return useSupabaseQuery(liveKey(templeId), (supabase) =>
    supabase
      .from("live_sessions")
      .select("id, title, stream_url, viewer_count")
      .eq("temple_id", templeId)
      .is("provider_id", null)
      .eq("status", "live")
      .limit(1)
      .maybeSingle(),
  );
}

export interface GoLiveInput {
  title: string;
  kind: "darshan" | "aarti";
  stream_url: string;
}

/** Starts (rpc go_live_now) or ends the temple's stream; the dashboard's figures follow. */
export function useTempleLiveMutations(templeId: string) {
  const refresh = useRefreshAfter("live");
  const start = useMutation({
    mutationFn: async (input: GoLiveInput) => {
      await askSupabase((supabase) =>
        supabase.rpc("go_live_now", { temple_id: templeId, ...input }),
      );
    },
    onSuccess: refresh,
  });
  const end = useMutation({
    mutationFn: async (sessionId: string) => {
      await askSupabase((supabase) =>
        supabase.rpc("set_live_session_status", { session_id: sessionId, status: "ended" }),
      );
    },
    onSuccess: refresh,
  });
  return { start, end };
}
