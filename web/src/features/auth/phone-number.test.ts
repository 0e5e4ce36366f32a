import { describe, expect, it } from "vitest";
import {
  checkMobileNumber,
  checkSmsCode,
  formatMobileNumber,
  secondsToWait,
  toE164,
} from "./phone-number";

describe("mobile numbers", () => {
  it("takes an Indian mobile as 10 digits from 6 to 9, spaces, dashes or a leading 0 allowed", () => {
    for (const typed of ["9876543210", "98765 43210", "98765-43210", "09876543210", "6000000000"]) {
      expect(checkMobileNumber("91", typed)).toBeNull();
    }
    for (const typed of ["5876543210", "987654321", "98765432101", "98765abcde"]) {
      expect(checkMobileNumber("91", typed)).toBe(
        "Enter the 10-digit mobile number, starting with 6, 7, 8 or 9.",
      );
    }
    expect(checkMobileNumber("91", "  ")).toBe("Please enter your mobile number.");
  });

  it("takes 6 to 14 digits elsewhere, up to E.164's 15 with the country code", () => {
    expect(checkMobileNumber("44", "7911 123456")).toBeNull();
    expect(checkMobileNumber("1", "12345678901234")).toBeNull();
    expect(checkMobileNumber("977", "12345678901234")).toBe(
      "Enter the mobile number without the country code: 6 to 14 digits.",
    );
    expect(checkMobileNumber("44", "12345")).not.toBeNull();
  });

  it("sends E.164 and shows an Indian number grouped as people say it", () => {
    expect(toE164("91", "098765 43210")).toBe("+919876543210");
    expect(formatMobileNumber("91", "9876543210")).toBe("+91 98765 43210");
    expect(formatMobileNumber("44", "7911 123456")).toBe("+44 7911123456");
  });

  it("takes a 6-digit code, spaced or not", () => {
    expect(checkSmsCode("123456")).toBeNull();
    expect(checkSmsCode("123 456")).toBeNull();
    expect(checkSmsCode("12345")).toBe("Type the 6 digits from the SMS, like 123456.");
  });

  it("reads the server's wait from its rate-limit message, and nothing from another", () => {
    expect(
      secondsToWait("For security purposes, you can only request this after 42 seconds."),
    ).toBe(42);
    expect(secondsToWait("SMS rate limit exceeded")).toBeNull();
  });
});
