/**
 * Sends the browser to another site (a full navigation). A module of its own so that tests can
 * stand in for it: jsdom does not navigate, and its `location` cannot be replaced.
 */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
