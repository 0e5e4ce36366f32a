import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/lib/i18n/locale-store";
import { describeReplyError, describeReportError, describeReviewError } from "./review-errors";

/** The hourly limits as the database codes them: the next try at 6:30 pm IST on 14 Dec. */
const RETRY_AT = "2026-12-14T13:00:00+00:00";
const reviewLimit = {
  code: "PT429",
  message: "You have written 10 reviews in the last hour",
  details: JSON.stringify({ code: "review.rate_limited", retry_at: RETRY_AT }),
};
const reportLimit = {
  code: "PT429",
  message: "You have sent 5 reports in the last hour",
  details: JSON.stringify({ code: "report.rate_limited", retry_at: RETRY_AT }),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-14T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("describeReviewError", () => {
  it("names the one review a booking allows, and when one becomes possible", () => {
    expect(describeReviewError({ code: "23505" })).toBe("You have already reviewed this booking.");
    expect(describeReviewError({ code: "42501" })).toBe(
      "You can review this once the booking is completed.",
    );
  });

  it("puts the hourly limit in words with when to try again", () => {
    expect(describeReviewError(reviewLimit)).toBe(
      "You have written 10 reviews in the last hour. You can write your next review after Today, 6:30 pm IST.",
    );
  });
});

describe("describeReportError", () => {
  it("says a second report is already being looked at, and the limit in words", () => {
    expect(describeReportError({ code: "PT409" })).toBe(
      "You have already reported this; our team is looking at it.",
    );
    expect(describeReportError(reportLimit)).toBe(
      "You have sent 5 reports in the last hour. You can send the next one after Today, 6:30 pm IST.",
    );
  });
});

describe("describeReplyError", () => {
  it("says a review is answered once, and only by the reviewed host", () => {
    expect(describeReplyError({ code: "PT409", message: "You have already replied" })).toBe(
      "You have already replied to this review.",
    );
    expect(describeReplyError({ code: "42501", details: '{"code":"review.host_replies"}' })).toBe(
      "Only the guru or pujari who was reviewed can reply. Sign in with that account.",
    );
  });
});

describe("on a Hindi screen", () => {
  afterEach(async () => {
    await setLocale("en");
  });

  it("says the hourly limit and what a report needs in Hindi, else the generic refusal", async () => {
    await setLocale("hi");
    expect(describeReviewError(reviewLimit)).toBe(
      "आपने पिछले एक घंटे में 10 समीक्षाएँ लिखी हैं। आप आज, 6:30 pm IST के बाद अगली समीक्षा लिख सकते हैं।",
    );
    expect(
      describeReportError({
        code: "22023",
        message: "Say what is wrong",
        details: '{"code":"report.reason_too_short"}',
      }),
    ).toBe("बताएँ कि क्या गलत है। कम से कम 10 अक्षर लिखें।");
    expect(describeReportError({ code: "22023", message: "Say more" })).toBe(
      "यह अनुरोध स्वीकार नहीं हुआ। कृपया इसे जाँचकर फिर कोशिश करें।",
    );
  });
});
