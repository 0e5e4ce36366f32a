import { describe, expect, it } from "vitest";
import { createTrustedProxies, resolveClientIp } from "./client-ip.ts";

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
