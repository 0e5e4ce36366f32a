import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { dropLiveChatMessage, type LiveChatMessage } from "./list-live-chat";
import { askSupabase } from "@/lib/supabase-request";

/** Whether the signed-in user hosts the session (or administers the platform): Remove and Mute. */
export function useModeratesLiveChat(sessionId: string) {
  return useQuery({
    queryKey: ["live-chat-moderator", sessionId] as const,
    queryFn: async () => {
      return askSupabase((supabase) =>
        supabase.rpc("moderates_live_chat", { session_id: sessionId }),
      );
    },
  });
}

export function useRemoveLiveChatMessage(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) => {
      await askSupabase((supabase) => supabase.rpc("remove_live_chat_message", { id: messageId }));
      return messageId;
    },
    onSuccess: (messageId) => dropLiveChatMessage(queryClient, sessionId, messageId),
  });
}

/** Mutes a message's author for the session; a broadcast message's author is looked up first. */
export function useMuteLiveChatAuthor(sessionId: string) {
  return useMutation({
    mutationFn: async (message: LiveChatMessage) => {
      const supabase = await getSupabase();
      const userId =
        message.user_id ??
        throwOnServerError(
          await supabase.from("live_chat_messages").select("user_id").eq("id", message.id).single(),
        ).user_id;
      throwOnServerError(
        await supabase.rpc("mute_live_chat_user", { session_id: sessionId, user_id: userId }),
      );
    },
  });
}
