import { messagesOf } from "./i18n/locale-store";
import { pageMetaMessages } from "./page-meta.messages";

/** The product name and tagline every page title ends with (in English: pre-rendered pages). */
export const TITLE_SUFFIX = pageMetaMessages.en.suffix;

/**
 * `<Screen> | Bhakti Setu - Your Spiritual Gateway`, plus the page's meta description, from a
 * screen's title (`t`) and description (`d`) in the current language.
 */
export function pageMeta({ t, d }: { t: string; d: string }) {
  const suffix = messagesOf(pageMetaMessages).suffix;
  return [{ title: `${t} | ${suffix}` }, { name: "description", content: d }];
}
