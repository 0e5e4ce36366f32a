import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
} from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { describeAuthError } from "./auth-error-messages";

describe("describeAuthError", () => {
  it.each([
    ["invalid_credentials", 400, "The e-mail address or password is incorrect."],
    [
      "user_already_exists",
      422,
      "An account with this e-mail address already exists. Sign in instead.",
    ],
    ["email_exists", 422, "An account with this e-mail address already exists. Sign in instead."],
    ["over_request_rate_limit", 429, "Too many attempts. Please wait a few minutes and try again."],
    [
      "over_email_send_rate_limit",
      429,
      "Too many attempts. Please wait a few minutes and try again.",
    ],
    [
      "email_not_confirmed",
      400,
      "Please confirm your e-mail address first: open the link we sent to your inbox.",
    ],
    // Codes only the phone sign-in meets.
    [
      "otp_expired",
      403,
      "This code is not right, or it has expired. Check the SMS and type its code, or ask for a new one.",
    ],
    ["otp_disabled", 422, "No account uses this mobile number yet. Sign up instead."],
    [
      "phone_provider_disabled",
      422,
      "Signing in with a mobile number is not available right now. Please use your e-mail.",
    ],
    ["over_sms_send_rate_limit", 429, "Please wait a little before asking for another code."],
    ["sms_send_failed", 422, "We could not send the SMS. Check the number and try again."],
  ])("maps %s to a plain sentence", (code, status, sentence) => {
    expect(describeAuthError(new AuthApiError("server text", status, code))).toBe(sentence);
  });

  it("never shows the server's own message text", () => {
    const error = new AuthApiError("Invalid login credentials (internal)", 400, "something_new");
    expect(describeAuthError(error)).toBe("Something went wrong. Please try again.");
  });

  it("lists the reasons of a weak password", () => {
    const error = new AuthWeakPasswordError("Password should be longer", 422, ["length", "pwned"]);
    expect(describeAuthError(error)).toBe(
      "This password is too weak: make it longer; it has appeared in a known data leak, so choose another one.",
    );
  });

  it("says the network is down when the server cannot be reached", () => {
    const error = new AuthRetryableFetchError("Failed to fetch", 0);
    expect(describeAuthError(error)).toBe(
      "We could not reach Bhakti Setu. Check your internet connection and try again.",
    );
  });
});
