/** The languages the app speaks. English is the default and ships with each screen's code. */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

/** The BCP 47 tags for `lang`, `hreflang` and Intl formatting (Indian conventions in both). */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/** Each language's own name, shown in the switcher in that language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
