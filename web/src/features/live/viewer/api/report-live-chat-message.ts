import { useMutation } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

/** Flags a message for the platform's administrators, with the viewer's reason. */
export function useReportLiveChatMessage() {
  return useMutation({
    mutationFn: async (input: { messageId: string; reason: string }) => {
      const supabase = await getSupabase();
      throwOnServerError(
        await supabase.rpc("report_live_chat_message", {
          id: input.messageId,
          reason: input.reason,
        }),
      );
    },
  });
}
