import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy.ts";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it("frames only YouTube's privacy-enhanced player and Razorpay Checkout, and loads images over https", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get("frame-src")).toEqual([
      "https://www.youtube-nocookie.com",
      "https://api.razorpay.com",
    ]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https:"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("allows inline scripts only by hash", () => {
    const policy = directives(contentSecurityPolicy(["sha256-abc"]));
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "https://checkout.razorpay.com",
      "'sha256-abc'",
    ]);
  });
});
