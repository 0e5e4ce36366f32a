import { BlockList, isIP } from "node:net";

/** A matcher for the proxies whose X-Forwarded-For we believe (IPs or CIDR ranges, v4 or v6). */
export function createTrustedProxies(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (isIP(address) === 0)
      throw new Error(`TRUSTED_PROXIES: ${entry} is not an IP or CIDR range`);
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address: the socket peer, unless that peer is a trusted proxy, in which case
 * X-Forwarded-For is read from the right, skipping further trusted hops. Untrusted peers cannot
 * choose their own address by sending the header.
 */
export function resolveClientIp(
  remoteAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string {
  const peer = remoteAddress?.replace(/^::ffff:/, "");
  if (!peer || !forwardedFor || !isTrusted(trusted, peer)) return peer ?? "unknown";
  const hops = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i] as string;
    if (!isTrusted(trusted, hop) || i === 0) return hop;
  }
  return peer;
}
