import type { AuthSettings } from "../auth-config.ts";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^/.]*"),
    )
    .join(".*");
  return new RegExp(`^${escaped}$`);
}

/**
 * `redirect_to` when it points at the site (same scheme and host; any port on loopback) or
 * matches an allowed glob; otherwise the site URL. Invalid targets are replaced, never errors.
 */
export function resolveRedirect(settings: AuthSettings, requested: string | undefined): string {
  if (!requested) return settings.siteUrl;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return settings.siteUrl;
  }
  if (/^\d+$/.test(target.hostname)) return settings.siteUrl;
  const site = new URL(settings.siteUrl);
  const isSameSite =
    target.protocol === site.protocol &&
    target.hostname === site.hostname &&
    (target.port === site.port || LOOPBACK.has(target.hostname));
  if (isSameSite) return requested;
  const href = target.href;
  return settings.redirectAllowList.some(
    (glob) => globToRegExp(glob).test(href) || globToRegExp(glob).test(requested),
  )
    ? requested
    : settings.siteUrl;
}
