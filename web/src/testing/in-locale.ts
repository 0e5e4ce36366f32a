import { onTestFinished } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Shows the app in `locale` for the running test only, so one file can check a screen in both
 * languages: English comes back when the test finishes.
 */
export async function inLocale(locale: Locale) {
  await setLocale(locale);
  onTestFinished(() => setLocale("en"));
}
