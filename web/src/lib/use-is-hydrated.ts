import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates pre-rendered HTML (and on the server), true afterwards. Lets a
 * component read browser-only state (the query string, storage) without a hydration mismatch.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
