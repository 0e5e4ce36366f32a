import type { MessageBook, Messages } from "./define-messages";
import { LOCALE_STORAGE_KEY } from "@/lib/device-preferences";
import { LOCALE_TAGS, type Locale } from "./locales";

/** Every namespace's Hindi, keyed by namespace: one chunk, fetched the first time Hindi is used. */
type Catalog = Readonly<Record<string, Messages>>;

let current: Locale = "en";
let hindi: Catalog | null = null;
const listeners = new Set<() => void>();
const choiceListeners = new Set<(locale: Locale) => void>();

export function getLocale(): Locale {
  return current;
}

/** The tag Intl formatters use for the current language ("en-IN" or "hi-IN"). */
export function getLocaleTag(): string {
  return LOCALE_TAGS[current];
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when the person picks a language (not when the app applies a remembered one). */
export function onLocaleChosen(listener: (locale: Locale) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** A book's messages in the current language (English until Hindi's chunk has arrived). */
export function messagesOf<T extends Messages>(book: MessageBook<T>): T {
  if (current === "en" || hindi === null) return book.en;
  return (hindi[book.namespace] as T | undefined) ?? book.en;
}

/**
 * Switches the language: loads Hindi's chunk if needed, then re-renders every screen that reads
 * messages, and marks `<html lang>`. `chosen` remembers it on this device and tells listeners
 * (the signed-in app saves it to the profile).
 */
export async function setLocale(locale: Locale, { chosen = false } = {}): Promise<void> {
  if (locale === "hi" && hindi === null) {
    hindi = (await import("./hindi-catalog")).HINDI_CATALOG;
  }
  if (chosen) {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Private browsing without storage: the choice lasts for this visit.
    }
  }
  const changed = locale !== current;
  current = locale;
  document.documentElement.lang = LOCALE_TAGS[locale];
  document.documentElement.removeAttribute("data-locale-pending");
  if (changed) for (const listener of listeners) listener();
  if (chosen) for (const listener of choiceListeners) listener(locale);
}

// Hindi was picked before first paint (app/pre-paint-script.ts): its chunk starts downloading
// now, while the page hydrates, and applies once hydration is over (useStartingLocale), so
// hydration, page titles included, matches the English HTML.
const startingHindi =
  typeof document !== "undefined" && document.documentElement.hasAttribute("data-locale-pending")
    ? import("./hindi-catalog")
    : null;

/** Applies the language picked before first paint; called once the page has hydrated. */
export function applyStartingLocale(): void {
  if (startingHindi === null) return;
  startingHindi
    .then(() => setLocale("hi"))
    .catch(() => document.documentElement.removeAttribute("data-locale-pending"));
}
