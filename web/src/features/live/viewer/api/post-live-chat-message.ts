import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addLiveChatMessage } from "./list-live-chat";
import { askSupabase } from "@/lib/supabase-request";

/** Sends a message; it shows at once here, and reaches the others through the channel. */
export function usePostLiveChatMessage(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      return askSupabase((supabase) =>
        supabase.rpc("post_live_chat_message", { session_id: sessionId, body }).single(),
      );
    },
    onSuccess: (message) => addLiveChatMessage(queryClient, message),
  });
}
