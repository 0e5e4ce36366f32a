import { createContext, use, useEffect, useSyncExternalStore } from "react";
import type { MessageBook, Messages } from "./define-messages";
import { applyStartingLocale, getLocale, messagesOf, subscribeToLocale } from "./locale-store";
import type { Locale } from "./locales";

/**
 * When pre-rendering only: a part of a page rendered in a given language, with that language's
 * messages by namespace (app/signed-in-frame-templates.tsx writes the signed-in frame in English
 * and Hindi). The browser's bundle drops it: `import.meta.env.SSR` is false there.
 */
export const PrerenderLocaleContext = /* @__PURE__ */ createContext<{
  locale: Locale;
  catalog: Readonly<Record<string, Messages>>;
} | null>(null);

/** The current language; pages render English first (as pre-rendered), then switch. */
export function useLocale(): Locale {
  const locale = useSyncExternalStore<Locale>(subscribeToLocale, getLocale, () => "en");
  if (import.meta.env.SSR) return use(PrerenderLocaleContext)?.locale ?? locale;
  return locale;
}

/**
 * A book's messages in the current language; the component re-renders when it changes. While
 * the page hydrates they are English, as the pre-rendered HTML is.
 */
export function useMessages<T extends Messages>(book: MessageBook<T>): T {
  const locale = useLocale();
  if (import.meta.env.SSR) {
    const prerendered = use(PrerenderLocaleContext);
    if (prerendered) return (prerendered.catalog[book.namespace] as T | undefined) ?? book.en;
  }
  return locale === "en" ? book.en : messagesOf(book);
}

/** Switches to the language picked before first paint once the app has hydrated (root only). */
export function useStartingLocale(): void {
  useEffect(applyStartingLocale, []);
}
