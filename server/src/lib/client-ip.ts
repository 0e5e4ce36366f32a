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

/**
 * The key a rate limit counts a client under: an IPv4 address whole, an IPv6 address by its /64
 * prefix, an IPv4-mapped IPv6 address as the IPv4 address it is. One subscriber is usually given
 * a whole /64, so counting single IPv6 addresses would hand each of them 2^64 fresh budgets.
 * Anything that is not an IP ("unknown") is its own key.
 */
export function rateLimitKeyOf(ip: string): string {
  const address = ip.replace(/%.*$/, "");
  if (isIP(address) !== 6) return ip;
  const groups = expandIpv6(address);
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) {
    return groups
      .slice(6)
      .flatMap((group) => [group >> 8, group & 0xff])
      .join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` filled in, a dotted IPv4 tail split). */
function expandIpv6(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
