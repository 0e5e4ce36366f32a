import { useEffect, useId, useRef } from "react";
import { QueryContent } from "@/components/query-content";
import { useAuth } from "@/lib/auth/auth-context";
import { useMessages } from "@/lib/i18n/use-messages";
import { useIsOnline } from "@/lib/use-is-online";
import { useLiveChatMessages } from "../api/list-live-chat";
import { useModeratesLiveChat } from "../api/moderate-live-chat";
import { ChatComposer } from "./chat-composer";
import { ChatMessageItem } from "./chat-message-item";
import { liveChatMessages } from "./messages";
import { useLiveChatChannel } from "./use-live-chat-channel";

/**
 * The chat beside a live session for a signed-in viewer: the last 50 messages, new ones as they
 * are sent (read out politely by screen readers), and the message field. A host sees Remove and
 * Mute on others' messages; everyone else sees Report.
 */
export function LiveChatPanel({ sessionId }: { sessionId: string }) {
  const m = useMessages(liveChatMessages);
  const { user } = useAuth();
  const messages = useLiveChatMessages(sessionId);
  const moderates = useModeratesLiveChat(sessionId);
  const connection = useLiveChatChannel(sessionId);
  const isOnline = useIsOnline();
  const headingId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;

  // The newest message in view, as a chat reads.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count]);

  const notice = !isOnline
    ? m.offline
    : connection === "connecting"
      ? m.connecting
      : connection === "interrupted"
        ? m.interrupted
        : null;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-2">
      <h3 id={headingId} className="font-semibold">
        {m.title}
      </h3>
      {notice && (
        <p role="status" className="text-sm text-muted-foreground">
          {notice}
        </p>
      )}
      <QueryContent query={messages} loading={m.loading}>
        {(chat) => (
          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-label={m.messagesLabel}
            // A scrolling region must be reachable by keyboard, even when its messages hold no
            // button (all one's own).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="max-h-72 overflow-y-auto rounded-md border border-border px-3"
          >
            {count === 0 ? (
              <p className="py-3 text-sm text-muted-foreground">{m.empty}</p>
            ) : (
              <ol>
                {chat.map((message) => (
                  <ChatMessageItem
                    key={message.id}
                    message={message}
                    sessionId={sessionId}
                    isMine={user !== null && message.user_id === user.id}
                    isModerator={moderates.data === true}
                  />
                ))}
              </ol>
            )}
          </div>
        )}
      </QueryContent>
      <ChatComposer sessionId={sessionId} isOnline={isOnline} />
    </section>
  );
}
