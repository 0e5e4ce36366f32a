import { useMessages } from "@/lib/i18n/use-messages";
import { useLiveViewerCount } from "@/lib/use-live-viewers";
import { watchingNowMessages } from "./watching-now.messages";

/**
 * How many are watching the host's live session now: the tabs present on its channel, or else
 * the count its viewers' heartbeats keep. Not a live region: it changes with every viewer.
 */
export function WatchingNow({
  sessionId,
  storedCount,
  className,
}: {
  sessionId: string;
  storedCount: number;
  className?: string;
}) {
  const m = useMessages(watchingNowMessages);
  const count = useLiveViewerCount(sessionId) ?? storedCount;
  return <p className={className}>{m.watchingNow(count)}</p>;
}
