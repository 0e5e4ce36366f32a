import { getLocaleTag } from "@/lib/i18n/locale-store";
import { useLiveViewerCount } from "@/lib/use-live-viewers";

/**
 * How many watch a real live session now, by presence on its channel, else its stored count.
 * Loaded only for such a card, so a home page of samples carries no Realtime code.
 */
export function PresentViewers({
  sessionId,
  storedCount,
}: {
  sessionId: string;
  storedCount: number;
}) {
  const count = useLiveViewerCount(sessionId) ?? storedCount;
  return <>{count.toLocaleString(getLocaleTag())}</>;
}
