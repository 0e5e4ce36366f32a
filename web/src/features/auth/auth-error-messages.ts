import type { AuthError } from "@supabase/supabase-js";

/** Plain sentences for the password-policy reasons Supabase Auth reports with `weak_password`. */
const weakPasswordReasons: Record<string, string> = {
  length: "make it longer",
  characters: "mix upper- and lower-case letters, digits and symbols",
  pwned: "it has appeared in a known data leak, so choose another one",
};

function weakPasswordSentence(error: AuthError): string {
  const reasons =
    "reasons" in error && Array.isArray(error.reasons)
      ? (error.reasons as unknown[]).filter(
          (reason): reason is string => typeof reason === "string",
        )
      : [];
  const advice = reasons.map((reason) => weakPasswordReasons[reason]).filter(Boolean);
  return advice.length > 0
    ? `This password is too weak: ${advice.join("; ")}.`
    : "This password is too weak. Choose a longer one with letters, digits and symbols.";
}

/**
 * The sentence a person sees for a failed auth call. Decided by `error.code` (and the error
 * class for network failures), never by message text, as STYLE.md asks.
 */
export function describeAuthError(error: AuthError): string {
  if (error.name === "AuthRetryableFetchError" || error.status === 0) {
    return "We could not reach Bhakti Setu. Check your internet connection and try again.";
  }
  switch (error.code) {
    case "invalid_credentials":
      return "The e-mail address or password is incorrect.";
    case "email_not_confirmed":
      return "Please confirm your e-mail address first: open the link we sent to your inbox.";
    case "user_already_exists":
    case "email_exists":
      return "An account with this e-mail address already exists. Sign in instead.";
    case "weak_password":
      return weakPasswordSentence(error);
    case "over_request_rate_limit":
    case "over_email_send_rate_limit":
      return "Too many attempts. Please wait a few minutes and try again.";
    case "email_address_invalid":
      return "Please enter a valid e-mail address.";
    case "signup_disabled":
    case "email_provider_disabled":
      return "New accounts cannot be created right now. Please try again later.";
    case "user_banned":
      return "This account has been suspended. Please contact support.";
    case "same_password":
      return "Choose a password different from your current one.";
    case "validation_failed":
      return "Please check the details you entered and try again.";
    default:
      if (error.status !== undefined && error.status >= 500) {
        return "Bhakti Setu is having trouble right now. Please try again in a moment.";
      }
      return "Something went wrong. Please try again.";
  }
}
