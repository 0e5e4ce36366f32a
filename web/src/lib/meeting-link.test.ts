import { describe, expect, it } from "vitest";
import { findMeetingLinkProblem } from "./meeting-link";

describe("findMeetingLinkProblem", () => {
  const site = "https://bhaktisetu.example";
  it("accepts an https link of a video app", () => {
    expect(findMeetingLinkProblem(" https://meet.google.com/abc-defg-hij ", site)).toBeNull();
    expect(findMeetingLinkProblem("https://zoom.us/j/123?pwd=x", site)).toBeNull();
  });
  it("refuses what is not https", () => {
    expect(findMeetingLinkProblem("http://meet.google.com/abc", site)).toBe("notHttps");
    expect(findMeetingLinkProblem("meet.google.com/abc", site)).toBe("notHttps");
    expect(findMeetingLinkProblem("javascript:alert(1)", site)).toBe("notHttps");
  });
  it("refuses a page of this site, whatever its port or letters", () => {
    expect(findMeetingLinkProblem("https://BhaktiSetu.example/bookings", site)).toBe("ownSite");
    expect(findMeetingLinkProblem("https://bhaktisetu.example:8443/x", site)).toBe("ownSite");
  });
});
