/** The languages the app speaks. English is the default and ships with each screen's code. */
export type Locale = "en" | "hi";

/** The BCP 47 tags for `lang`, `hreflang` and Intl formatting (Indian conventions in both). */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };
