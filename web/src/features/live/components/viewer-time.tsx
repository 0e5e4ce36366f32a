import { useIsSignedIn } from "@/features/auth/public";
import { formatViewerDateTime } from "@/lib/format";

/**
 * A signed-in viewer's own time of an instant, when their zone reads differently from India's.
 * Anonymous visitors keep the specification's IST only (and the pre-rendered page stays as built).
 */
export function ViewerTime({ iso, className }: { iso: string; className?: string }) {
  const isSignedIn = useIsSignedIn();
  const local = isSignedIn ? formatViewerDateTime(iso) : null;
  return local === null ? null : <p className={className}>{local} your time</p>;
}
