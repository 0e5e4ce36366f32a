import { describe, expect, it } from "vitest";
import { describeReplyError, describeReportError, describeReviewError } from "./review-errors";

describe("describeReviewError", () => {
  it("names the one review a booking allows, and when one becomes possible", () => {
    expect(describeReviewError({ code: "23505" })).toBe("You have already reviewed this booking.");
    expect(describeReviewError({ code: "42501" })).toBe(
      "You can review this once the booking is completed.",
    );
  });

  it("puts the hourly limit in words with when to try again", () => {
    expect(
      describeReviewError({
        code: "PT429",
        message: "You have written 10 reviews in the last hour",
        hint: "You can write your next review after 14 Dec, 06:30 PM IST.",
      }),
    ).toBe(
      "You have written 10 reviews in the last hour. You can write your next review after 14 Dec, 06:30 PM IST.",
    );
  });
});

describe("describeReportError", () => {
  it("says a second report is already being looked at, and the limit in words", () => {
    expect(describeReportError({ code: "PT409" })).toBe(
      "You have already reported this; our team is looking at it.",
    );
    expect(
      describeReportError({
        code: "PT429",
        message: "You have sent 5 reports in the last hour",
        hint: "You can send the next one after 14 Dec, 06:30 PM IST.",
      }),
    ).toBe(
      "You have sent 5 reports in the last hour. You can send the next one after 14 Dec, 06:30 PM IST.",
    );
  });
});

describe("describeReplyError", () => {
  it("says a review is answered once", () => {
    expect(describeReplyError({ code: "PT409", message: "You have already replied" })).toBe(
      "You have already replied to this review.",
    );
  });
});
