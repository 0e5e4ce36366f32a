import { useSyncExternalStore } from "react";
import type { MessageBook, Messages } from "./define-messages";
import { getLocale, messagesOf, subscribeToLocale } from "./locale-store";
import type { Locale } from "./locales";

/** The current language; pages render English first (as pre-rendered), then switch. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeToLocale, getLocale, () => "en");
}

/** A book's messages in the current language; the component re-renders when it changes. */
export function useMessages<T extends Messages>(book: MessageBook<T>): T {
  useLocale();
  return messagesOf(book);
}
