import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "./i18n/locale-store";
import { sayRetryTime } from "./database-messages";
import { describeServerError } from "./server-error";

describe("when a limit lifts", () => {
  it("is said in the current language, today or tomorrow by India's date", () => {
    const evening = new Date("2026-12-14T12:00:00Z"); // 5:30 pm IST
    expect(sayRetryTime("2026-12-14T13:00:00+00:00", evening)).toBe("Today, 6:30 pm IST");
    expect(sayRetryTime("2026-12-15T00:05:00+05:30", evening)).toBe("Tomorrow, 12:05 am IST");
  });

  it("is no time when the database gave none", () => {
    expect(sayRetryTime(undefined)).toBeNull();
    expect(sayRetryTime("tomorrow")).toBeNull();
  });
});

describe("a server error", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-14T12:00:00Z"));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await setLocale("en");
  });

  const cancelled = {
    code: "PT409",
    message: "This booking is already cancelled",
    details: '{"code":"booking.already_in_status","status":"cancelled"}',
  };
  const announcements = {
    code: "PT429",
    message: "Your followers have had 3 notifications in the last 24 hours",
    details: '{"code":"announcement.rate_limited","retry_at":"2026-12-15T03:45:00+00:00"}',
  };

  it("is worded by its code, as the database says it in English", () => {
    expect(describeServerError(cancelled)).toBe("This booking is already cancelled");
    expect(describeServerError(announcements)).toBe(
      "Your followers have had 3 notifications in the last 24 hours. You can send the next one after Tomorrow, 9:15 am IST.",
    );
  });

  it("is worded by its code in Hindi, with Hindi's date and time", async () => {
    await setLocale("hi");
    expect(describeServerError(cancelled)).toBe("यह बुकिंग पहले ही रद्द हो चुकी है।");
    expect(
      describeServerError({
        code: "22023",
        message: "Bookings open only 90 days ahead",
        details: '{"code":"booking.too_far_ahead","days":90}',
      }),
    ).toBe("बुकिंग केवल 90 दिन आगे तक ही खुली है।");
    expect(describeServerError(announcements)).toBe(
      "आपके अनुयायियों को पिछले 24 घंटों में 3 सूचनाएँ भेजी जा चुकी हैं। आप कल, 9:15 am IST के बाद फिर से भेज सकते हैं।",
    );
  });

  it("falls back to the screen's own words for an unknown code, in each language", async () => {
    const unknown = { code: "PT409", message: "Something new", details: '{"code":"x.new"}' };
    expect(describeServerError(unknown)).toBe(
      "This request was refused. Please check it and try again.",
    );
    await setLocale("hi");
    expect(describeServerError(unknown)).toBe(
      "यह अनुरोध स्वीकार नहीं हुआ। कृपया इसे जाँचकर फिर कोशिश करें।",
    );
  });

  it("shows an uncoded refusal as written in English only, never on a Hindi screen", async () => {
    const uncoded = { code: "22023", message: "invalid input value", details: null };
    expect(describeServerError(uncoded)).toBe("invalid input value");
    await setLocale("hi");
    expect(describeServerError(uncoded)).toBe(
      "यह अनुरोध स्वीकार नहीं हुआ। कृपया इसे जाँचकर फिर कोशिश करें।",
    );
    expect(describeServerError({ code: "PT429", message: "Slow down" })).toBe(
      "बहुत सारे अनुरोध आ गए हैं। कुछ देर बाद फिर कोशिश करें।",
    );
  });
});
