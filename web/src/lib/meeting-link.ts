/**
 * Why a meeting link would be refused, as the database refuses it (app_private.checked_meeting_link):
 * not an https:// address, or an address of this site (the page's own host). Null when it is fine.
 */
export function findMeetingLinkProblem(
  value: string,
  siteOrigin: string,
): "notHttps" | "ownSite" | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return "notHttps";
  }
  if (url.protocol !== "https:" || !/^https:\/\/[^/?#\s]+/.test(value.trim())) return "notHttps";
  return url.hostname === new URL(siteOrigin).hostname ? "ownSite" : null;
}
