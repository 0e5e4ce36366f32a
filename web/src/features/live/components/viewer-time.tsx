import { useIsSignedIn } from "@/lib/auth/use-is-signed-in";
import { formatViewerDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { liveMessages } from "../messages";

/**
 * A signed-in viewer's own time of an instant, when their zone reads differently from India's.
 * Anonymous visitors keep the specification's IST only (and the pre-rendered page stays as built).
 */
export function ViewerTime({ iso, className }: { iso: string; className?: string }) {
  const isSignedIn = useIsSignedIn();
  const m = useMessages(liveMessages);
  const local = isSignedIn ? formatViewerDateTime(iso) : null;
  return local === null ? null : <p className={className}>{m.yourTime(local)}</p>;
}
