import { describe, expect, it } from "vitest";
import { toSameOriginPath, withPaymentOutcome } from "./return-to.ts";

const SITE = "https://bhaktisetu.example";

describe("return_to", () => {
  it("keeps paths on this site with their query and fragment", () => {
    expect(toSameOriginPath("/bookings/1?tab=pay#top", SITE)).toBe("/bookings/1?tab=pay#top");
    expect(toSameOriginPath("/", SITE)).toBe("/");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\tx",
      "",
    ]) {
      expect(toSameOriginPath(value, SITE)).toBeUndefined();
    }
  });

  it("adds the payment and its status to the query", () => {
    expect(withPaymentOutcome("/pray?tab=seva#list", "p1", "captured")).toBe(
      "/pray?tab=seva&payment=p1&status=captured#list",
    );
    expect(withPaymentOutcome("/pray?payment=old", "p2", "failed")).toBe(
      "/pray?payment=p2&status=failed",
    );
  });
});
