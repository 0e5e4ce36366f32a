import { useSyncExternalStore } from "react";

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

declare global {
  interface Window {
    /** Kept by the pre-paint script when the browser offered installation before the app started. */
    __installPrompt?: InstallPromptEvent;
  }
}

export type InstallOption = "prompt" | "ios-steps" | "none";

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts listening for the browser's offer to install the app (Chromium), once. */
export function listenForInstallPrompt(): void {
  deferred = window.__installPrompt ?? deferred;
  window.addEventListener("beforeinstallprompt", (event) => {
    // Our own button offers it (in the app-download dialog) instead of the browser's banner.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
  notify();
}

/** iPhone and iPad Safari install only through Share, Add to Home Screen. */
function isIosBrowser(): boolean {
  const ios = /iPad|iPhone|iPod/.test(navigator.userAgent);
  return ios && !(navigator as { standalone?: boolean }).standalone;
}

function currentOption(): InstallOption {
  if (deferred) return "prompt";
  return isIosBrowser() ? "ios-steps" : "none";
}

/** How this browser can install the app now: its own prompt, the iOS steps, or not at all. */
export function useInstallOption(): InstallOption {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentOption,
    () => "none",
  );
}

/** Shows the browser's install prompt; true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  if (!deferred) return false;
  const event = deferred;
  // A prompt can be shown once; the browser offers a new one later if it was dismissed.
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome === "accepted";
}
