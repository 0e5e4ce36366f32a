import type { RealtimeChannel, RealtimeClient } from "@supabase/supabase-js";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { getRealtime } from "@/lib/realtime";
import {
  addLiveChatMessage,
  catchUpLiveChat,
  dropLiveChatMessage,
  type LiveChatMessage,
} from "../api/list-live-chat";

/** Whether new messages are arriving: joining the channel, joined, or cut off (retrying). */
export type LiveChatConnection = "connecting" | "live" | "interrupted";

/**
 * Joins the session's private channel `live:<id>` and puts each message broadcast there (and each
 * removal) into the cached chat. Each time the channel is joined, the first time or after a drop,
 * the last 50 are read again, so nothing sent meanwhile is missed.
 */
export function useLiveChatChannel(sessionId: string): LiveChatConnection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<LiveChatConnection>("connecting");
  useEffect(() => {
    let isClosed = false;
    let realtime: RealtimeClient | undefined;
    let channel: RealtimeChannel | undefined;
    void (async () => {
      realtime = await getRealtime();
      // The signed-in user's token, so the channel's policies see who joins.
      await realtime.setAuth();
      if (isClosed) return;
      channel = realtime
        .channel(`live:${sessionId}`, { config: { private: true } })
        .on("broadcast", { event: "chat" }, ({ payload }) =>
          addLiveChatMessage(queryClient, payload as LiveChatMessage),
        )
        .on("broadcast", { event: "chat_removed" }, ({ payload }) =>
          dropLiveChatMessage(queryClient, sessionId, (payload as { id: string }).id),
        )
        .subscribe((status) => {
          if (isClosed) return;
          if (status === "SUBSCRIBED") {
            setConnection("live");
            void catchUpLiveChat(queryClient, sessionId);
          } else {
            setConnection("interrupted");
          }
        });
    })().catch(() => {
      if (!isClosed) setConnection("interrupted");
    });
    return () => {
      isClosed = true;
      if (realtime && channel) void realtime.removeChannel(channel);
    };
  }, [sessionId, queryClient]);
  return connection;
}
