import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { askSupabase } from "@/lib/supabase-request";

/** Open reports of live chat messages, oldest first, with the message, its session and reporter. */
async function fetchLiveChatReports() {
  return askSupabase((supabase) => supabase.rpc("live_chat_report_queue"));
}

export type LiveChatReport = Awaited<ReturnType<typeof fetchLiveChatReports>>[number];

export function liveChatReportsQuery() {
  return queryOptions({
    queryKey: ["admin", "live-chat-reports"] as const,
    queryFn: fetchLiveChatReports,
  });
}

export function useLiveChatReports() {
  return useQuery(liveChatReportsQuery());
}

/** Remove takes the message out of the chat for everyone; Dismiss keeps it. Either closes its reports. */
export function useDecideLiveChatReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { messageId: string; action: "remove" | "dismiss" }) => {
      const supabase = await getSupabase();
      throwOnServerError(
        input.action === "remove"
          ? await supabase.rpc("remove_live_chat_message", { id: input.messageId })
          : await supabase.rpc("dismiss_live_chat_reports", { message_id: input.messageId }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "live-chat-reports"] }),
  });
}
