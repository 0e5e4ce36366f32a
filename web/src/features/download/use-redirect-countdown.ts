import { useEffect, useState } from "react";

/** SPEC §9: the download page redirects after 10 seconds. */
export const REDIRECT_DELAY_SECONDS = 10;

/**
 * Counts from `seconds` down to 0, one step per second, then calls `onDone` once.
 * `cancel()` stops it for good. The count starts after hydration, so the pre-rendered HTML
 * shows the full number.
 */
export function useRedirectCountdown(onDone: () => void, seconds = REDIRECT_DELAY_SECONDS) {
  const [remaining, setRemaining] = useState(seconds);
  const [isCancelled, setCancelled] = useState(false);

  const isDone = remaining === 0;

  useEffect(() => {
    if (isCancelled || isDone) return;
    const timer = window.setInterval(() => {
      setRemaining((value) => Math.max(0, value - 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [isCancelled, isDone]);

  useEffect(() => {
    if (isDone && !isCancelled) onDone();
  }, [isDone, isCancelled, onDone]);

  return { remaining, isCancelled, cancel: () => setCancelled(true) };
}
