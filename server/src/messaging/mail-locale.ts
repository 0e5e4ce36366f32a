/** The languages messages are written in; a person's choice is `user_metadata.locale`. */
export type MailLocale = "en" | "hi";

/** The language a person chose in the app (saved in their user metadata), English otherwise. */
export function mailLocaleOf(userMetadata: Record<string, unknown> | null | undefined): MailLocale {
  return userMetadata?.locale === "hi" ? "hi" : "en";
}

/** The same choice read in SQL from an `auth.users` row aliased `u` (null when there is none). */
export const USER_LOCALE_SQL =
  "case u.raw_user_meta_data ->> 'locale' when 'hi' then 'hi' else 'en' end";
