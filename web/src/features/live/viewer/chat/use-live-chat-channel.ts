import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { joinLiveChannel } from "@/lib/live-channel";
import {
  addLiveChatMessage,
  catchUpLiveChat,
  dropLiveChatMessage,
  type LiveChatMessage,
} from "../api/list-live-chat";

/** Whether new messages are arriving: joining the channel, joined, or cut off (retrying). */
export type LiveChatConnection = "connecting" | "live" | "interrupted";

/**
 * Listens on the session's private channel `live:<id>` (the join the viewer count shares) and
 * puts each message broadcast there, and each removal, into the cached chat. Each time the
 * channel is joined, the first time or after a drop, the last 50 are read again, so nothing sent
 * meanwhile is missed.
 */
export function useLiveChatChannel(sessionId: string): LiveChatConnection {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<LiveChatConnection>("connecting");
  useEffect(() => {
    // realtime-js cannot unbind one listener: a channel the viewer count keeps after the chat
    // closes still calls these, which then do nothing.
    let isLeft = false;
    const leave = joinLiveChannel(sessionId, {
      bind: (channel) =>
        channel
          .on("broadcast", { event: "chat" }, ({ payload }) => {
            if (!isLeft) addLiveChatMessage(queryClient, payload as LiveChatMessage);
          })
          .on("broadcast", { event: "chat_removed" }, ({ payload }) => {
            if (!isLeft)
              dropLiveChatMessage(queryClient, sessionId, (payload as { id: string }).id);
          }),
      onStatus: (status) => {
        if (isLeft) return;
        if (status === "SUBSCRIBED") {
          setConnection("live");
          void catchUpLiveChat(queryClient, sessionId);
        } else {
          setConnection("interrupted");
        }
      },
    });
    return () => {
      isLeft = true;
      leave();
    };
  }, [sessionId, queryClient]);
  return connection;
}
