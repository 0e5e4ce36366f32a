import { useEffect } from "react";

/**
 * Lets a signed-in page open the navigation's notifications panel (the spiritual dashboard's
 * Notifications button): the panel belongs to the notifications feature, which pages may not import.
 */
const panel = new EventTarget();

export function openNotificationsPanel(): void {
  panel.dispatchEvent(new Event("open"));
}

/** Calls `onOpen` whenever a page asks for the panel; `onOpen` should be stable (useCallback). */
export function useNotificationsPanelRequests(onOpen: () => void): void {
  useEffect(() => {
    panel.addEventListener("open", onOpen);
    return () => panel.removeEventListener("open", onOpen);
  }, [onOpen]);
}
