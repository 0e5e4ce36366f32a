import { useEffect, useSyncExternalStore } from "react";
import type { MessageBook, Messages } from "./define-messages";
import { applyStartingLocale, getLocale, messagesOf, subscribeToLocale } from "./locale-store";
import type { Locale } from "./locales";

/** The current language; pages render English first (as pre-rendered), then switch. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeToLocale, getLocale, () => "en");
}

/**
 * A book's messages in the current language; the component re-renders when it changes. While
 * the page hydrates they are English, as the pre-rendered HTML is.
 */
export function useMessages<T extends Messages>(book: MessageBook<T>): T {
  return useLocale() === "en" ? book.en : messagesOf(book);
}

/** Switches to the language picked before first paint once the app has hydrated (root only). */
export function useStartingLocale(): void {
  useEffect(applyStartingLocale, []);
}
