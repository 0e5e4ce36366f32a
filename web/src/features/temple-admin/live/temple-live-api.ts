import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { refreshAfter } from "@/lib/mutation-refresh";
import type { Tables } from "@/lib/database";

/** The temple's own stream that is live now, if any. */
export type TempleLiveSession = Pick<
  Tables<"live_sessions">,
  "id" | "title" | "stream_url" | "viewer_count"
>;

const liveKey = (templeId: string) => ["temple-live", templeId] as const;

export function useTempleLiveSession(templeId: string) {
  return useQuery(
    queryOptions({
      queryKey: liveKey(templeId),
      queryFn: async () => {
        const supabase = await getSupabase();
        return throwOnServerError(
          await supabase
            .from("live_sessions")
            .select("id, title, stream_url, viewer_count")
            .eq("temple_id", templeId)
            .is("provider_id", null)
            .eq("status", "live")
            .limit(1)
            .maybeSingle(),
        );
      },
    }),
  );
}

export interface GoLiveInput {
  title: string;
  kind: "darshan" | "aarti";
  stream_url: string;
}

/** Starts (rpc go_live_now) or ends the temple's stream; the dashboard's figures follow. */
export function useTempleLiveMutations(templeId: string) {
  const queryClient = useQueryClient();
  const refresh = () => refreshAfter(queryClient, "live");
  const start = useMutation({
    mutationFn: async (input: GoLiveInput) => {
      const supabase = await getSupabase();
      throwOnServerError(await supabase.rpc("go_live_now", { temple_id: templeId, ...input }));
    },
    onSuccess: refresh,
  });
  const end = useMutation({
    mutationFn: async (sessionId: string) => {
      const supabase = await getSupabase();
      throwOnServerError(
        await supabase.rpc("set_live_session_status", { session_id: sessionId, status: "ended" }),
      );
    },
    onSuccess: refresh,
  });
  return { start, end };
}
