import { type RefObject, startTransition, useCallback, useEffect, useState } from "react";

/** The browser's next idle moment (Safari has no requestIdleCallback: a timeout there). */
function whenIdle(callback: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

/**
 * For a control of the signed-in frame whose Radix part is its own chunk: whether that part may
 * render yet. It turns true when the browser is first idle after the frame painted (when `button`
 * is given, only if it is on screen: the phone menu is hidden on wider screens), or at once on
 * `load()`, called on hover, focus or press. Set in a transition, so the control already on
 * screen stays as it is (and keeps focus) until the chunk has arrived.
 */
export function useLoadAfterPaint(
  isNeeded: boolean,
  button?: RefObject<HTMLElement | null>,
): [isLoaded: boolean, load: () => void] {
  const [isLoaded, setLoaded] = useState(false);
  const load = useCallback(() => startTransition(() => setLoaded(true)), []);
  useEffect(() => {
    if (!isNeeded || isLoaded) return;
    return whenIdle(() => {
      if (!button || button.current?.checkVisibility?.()) load();
    });
  }, [isNeeded, isLoaded, button, load]);
  return [isLoaded, load];
}
