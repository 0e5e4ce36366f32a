/**
 * A `return_to` that stays on this site: a path (with its query), never another origin, a
 * protocol-relative `//host` or a backslash trick. Undefined when it is not one.
 */
export function toSameOriginPath(value: string, siteUrl: string): string | undefined {
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return undefined;
  // Control characters (a tab or newline inside "/\t/evil") are dropped by URL parsers.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return undefined;
  }
  const site = new URL(siteUrl);
  let url: URL;
  try {
    url = new URL(value, site);
  } catch {
    return undefined;
  }
  if (url.origin !== site.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path with `payment` and `status` added to its query (the fragment kept last). */
export function withPaymentOutcome(path: string, paymentId: string, status: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set("payment", paymentId);
  url.searchParams.set("status", status);
  return `${url.pathname}${url.search}${url.hash}`;
}
