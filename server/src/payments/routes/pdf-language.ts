import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import type { MailLocale } from "../../messaging/mail-locale.ts";
import { paymentErrors } from "../payment-errors.ts";

/**
 * A PDF download's `?lang=`: the language the app is showing ("en" or "hi"), so the receipt reads
 * like the screen it came from. Absent, the caller's saved choice applies (undefined here).
 */
export function readPdfLanguage(c: Context<AppEnv>): MailLocale | undefined {
  const lang = c.req.query("lang");
  if (lang === undefined || lang === "en" || lang === "hi") return lang;
  throw paymentErrors.badInput(
    "lang must be en or hi",
    "Leave it out to get the language saved in the profile.",
  );
}
