import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { addLiveChatMessage } from "./list-live-chat";

/** Sends a message; it shows at once here, and reaches the others through the channel. */
export function usePostLiveChatMessage(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const supabase = await getSupabase();
      return throwOnServerError(
        await supabase.rpc("post_live_chat_message", { session_id: sessionId, body }).single(),
      );
    },
    onSuccess: (message) => addLiveChatMessage(queryClient, message),
  });
}
