import { useMutation } from "@tanstack/react-query";
import { useRefreshAfter } from "@/lib/mutation-refresh";
import { askSupabase } from "@/lib/supabase-request";

/**
 * Moves a session along scheduled -> live -> ended, or scheduled -> cancelled, through the rpc
 * that guards the order; going live carries the stream link devotees join by.
 */
export async function setLiveStatus(
  input:
    | { id: string; status: "live"; streamUrl: string }
    | { id: string; status: "ended" | "cancelled" },
) {
  await askSupabase((supabase) =>
    supabase.rpc("set_live_session_status", {
      session_id: input.id,
      status: input.status,
      ...("streamUrl" in input ? { stream_url: input.streamUrl } : {}),
    }),
  );
}

export function useSetLiveStatus() {
  return useMutation({
    mutationFn: setLiveStatus,
    onSettled: useRefreshAfter("live"),
  });
}
