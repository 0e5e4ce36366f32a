/** The product name and tagline every page title ends with. */
export const TITLE_SUFFIX = "Bhakti Setu - Your Spiritual Gateway";

/** `<Screen> | Bhakti Setu - Your Spiritual Gateway`, plus the page's meta description. */
export function pageMeta(screen: string, description: string) {
  return [{ title: `${screen} | ${TITLE_SUFFIX}` }, { name: "description", content: description }];
}
