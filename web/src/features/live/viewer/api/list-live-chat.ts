import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

/** How many messages a viewer sees on opening the chat, and keeps as new ones arrive. */
export const LIVE_CHAT_LATEST = 50;

/**
 * A message as the chat shows it. Broadcasts name no account, so `user_id` is known only for
 * messages read from the table or sent from this screen.
 */
export interface LiveChatMessage {
  id: string;
  session_id: string;
  author_name: string;
  body: string;
  created_at: string;
  user_id?: string;
}

/** The last 50 messages still shown, oldest first (served by live_chat_messages_session_idx). */
async function listLiveChat(sessionId: string): Promise<LiveChatMessage[]> {
  const supabase = await getSupabase();
  const rows = throwOnServerError(
    await supabase
      .from("live_chat_messages")
      .select("id, session_id, user_id, author_name, body, created_at")
      .eq("session_id", sessionId)
      .order("created_at", { ascending: false })
      .limit(LIVE_CHAT_LATEST),
  );
  return rows.reverse();
}

export function liveChatQuery(sessionId: string) {
  return queryOptions({
    queryKey: ["live-chat", sessionId] as const,
    queryFn: () => listLiveChat(sessionId),
    // The channel keeps it current; it is read again whenever the channel (re)connects.
    staleTime: Infinity,
  });
}

export function useLiveChatMessages(sessionId: string) {
  return useQuery(liveChatQuery(sessionId));
}

/** Adds a message to the cached chat once, in time order, keeping the last 50. */
export function addLiveChatMessage(queryClient: QueryClient, message: LiveChatMessage): void {
  queryClient.setQueryData(liveChatQuery(message.session_id).queryKey, (messages) => {
    if (!messages) return messages;
    const known = messages.find((item) => item.id === message.id);
    if (known) {
      return known.user_id || !message.user_id
        ? messages
        : messages.map((item) => (item.id === message.id ? message : item));
    }
    return [...messages, message]
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .slice(-LIVE_CHAT_LATEST);
  });
}

/**
 * Reads the last 50 again into the cached chat, after the channel (re)joins: what the read returns
 * stands (a message it no longer has was removed), and a message broadcast since it began stays.
 */
export async function catchUpLiveChat(queryClient: QueryClient, sessionId: string): Promise<void> {
  const { queryKey } = liveChatQuery(sessionId);
  let latest: LiveChatMessage[];
  try {
    latest = await listLiveChat(sessionId);
  } catch {
    // The list shows the failure with its Retry.
    await queryClient.invalidateQueries({ queryKey });
    return;
  }
  queryClient.setQueryData(queryKey, (cached) => {
    const newest = latest.at(-1)?.created_at ?? "";
    const since = (cached ?? []).filter(
      (message) => message.created_at > newest && !latest.some((item) => item.id === message.id),
    );
    return [...latest, ...since].slice(-LIVE_CHAT_LATEST);
  });
}

/** Takes a removed message out of the cached chat. */
export function dropLiveChatMessage(
  queryClient: QueryClient,
  sessionId: string,
  messageId: string,
): void {
  queryClient.setQueryData(liveChatQuery(sessionId).queryKey, (messages) =>
    messages?.filter((item) => item.id !== messageId),
  );
}
