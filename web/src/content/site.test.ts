import { describe, expect, it } from "vitest";
import { chatLinkFor, site } from "./site";

describe("site constants", () => {
  it("builds a wa.me link with the digits of the number and the greeting", () => {
    expect(chatLinkFor("+91 11 0000 0000", "Namaste!")).toBe(
      "https://wa.me/911100000000?text=Namaste!",
    );
  });

  it("defaults to placeholder contact values, never a real person's", () => {
    expect(site.supportEmail).toMatch(/@example\.com$/);
    expect(site.supportPhone).toBe("+91 11 0000 0000");
    expect(site.grievanceOfficer.email).toMatch(/@example\.com$/);
    expect(site.appInstallUrl).toMatch(/^https:\/\/example\.com\//);
    // No store button leads to a placeholder: unset store addresses show none.
    expect(site.appStoreUrl).toBeNull();
    expect(site.playStoreUrl).toBeNull();
    expect(site.supportChatUrl).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(site.copyrightYear).toBe(2025);
    expect(site.location).toBe("Delhi, India");
  });
});
