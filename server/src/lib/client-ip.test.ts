import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTrustedProxies, rateLimitKeyOf, resolveClientIp } from "./client-ip.ts";

describe("resolveClientIp", () => {
  const trusted = createTrustedProxies(["10.0.0.0/8", "192.0.2.1"]);

  it("uses the socket peer when it is not a trusted proxy, whatever the header says", () => {
    expect(resolveClientIp("203.0.113.9", "1.2.3.4", trusted)).toBe("203.0.113.9");
  });

  it("reads X-Forwarded-For from the right, skipping trusted hops", () => {
    expect(resolveClientIp("10.1.2.3", "1.2.3.4, 198.51.100.7, 192.0.2.1", trusted)).toBe(
      "198.51.100.7",
    );
    expect(resolveClientIp("::ffff:192.0.2.1", "198.51.100.8", trusted)).toBe("198.51.100.8");
  });

  it("falls back to the peer without a header, and to 'unknown' without a peer", () => {
    expect(resolveClientIp("10.1.2.3", undefined, trusted)).toBe("10.1.2.3");
    expect(resolveClientIp(undefined, "1.2.3.4", trusted)).toBe("unknown");
  });

  it("refuses entries that are not IPs or ranges", () => {
    expect(() => createTrustedProxies(["proxy.local"])).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("rateLimitKeyOf", () => {
  it("keeps an IPv4 address whole, and reads an IPv4-mapped IPv6 address as IPv4", () => {
    expect(rateLimitKeyOf("203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKeyOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(rateLimitKeyOf("::FFFF:cb00:7109")).toBe("203.0.113.9");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:a:b::/64";
    expect(rateLimitKeyOf("2001:db8:a:b::1")).toBe(key);
    expect(rateLimitKeyOf("2001:0DB8:000a:000b:ffff:ffff:ffff:ffff")).toBe(key);
    expect(rateLimitKeyOf("2001:db8:a:b:1:2:192.0.2.1")).toBe(key);
    expect(rateLimitKeyOf("2001:db8:a:b::1%eth0")).toBe(key);
    expect(rateLimitKeyOf("2001:db8:a:c::1")).toBe("2001:db8:a:c::/64");
    expect(rateLimitKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKeyOf("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("gives every address of one /64 the same key, and other /64s other keys", () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const groups = fc.array(group, { minLength: 8, maxLength: 8 });
    const write = (g: number[]) => g.map((n) => n.toString(16)).join(":");
    fc.assert(
      fc.property(groups, groups, (a, b) => {
        const sameNet = [...a.slice(0, 4), ...b.slice(4)];
        expect(rateLimitKeyOf(write(sameNet))).toBe(rateLimitKeyOf(write(a)));
        const isSameNet = a.slice(0, 4).every((n, i) => n === b[i]);
        expect(rateLimitKeyOf(write(a)) === rateLimitKeyOf(write(b))).toBe(isSameNet);
      }),
    );
  });

  it("leaves what is not an IP alone", () => {
    expect(rateLimitKeyOf("unknown")).toBe("unknown");
  });
});
