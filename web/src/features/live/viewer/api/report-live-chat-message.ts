import { useMutation } from "@tanstack/react-query";
import { askSupabase } from "@/lib/supabase-request";

/** Flags a message for the platform's administrators, with the viewer's reason. */
export function useReportLiveChatMessage() {
  return useMutation({
    mutationFn: async (input: { messageId: string; reason: string }) => {
      await askSupabase((supabase) =>
        supabase.rpc("report_live_chat_message", {
          id: input.messageId,
          reason: input.reason,
        }),
      );
    },
  });
}
