import type { AuthError } from "@supabase/supabase-js";
import { messagesOf } from "@/lib/i18n/locale-store";
import { authErrorMessages } from "./errors.messages";

function weakPasswordSentence(error: AuthError): string {
  const m = messagesOf(authErrorMessages);
  const reasons =
    "reasons" in error && Array.isArray(error.reasons)
      ? (error.reasons as unknown[]).filter(
          (reason): reason is string => typeof reason === "string",
        )
      : [];
  // Plain sentences for the password-policy reasons Supabase Auth reports with `weak_password`.
  const advice = reasons.flatMap((reason) =>
    Object.hasOwn(m.weakReasons, reason)
      ? [m.weakReasons[reason as keyof typeof m.weakReasons]]
      : [],
  );
  return advice.length > 0 ? m.weakWith(advice.join("; ")) : m.weak;
}

/**
 * The sentence a person sees for a failed auth call. Decided by `error.code` (and the error
 * class for network failures), never by message text, as STYLE.md asks.
 */
export function describeAuthError(error: AuthError): string {
  const m = messagesOf(authErrorMessages);
  if (error.name === "AuthRetryableFetchError" || error.status === 0) return m.unreachable;
  switch (error.code) {
    case "invalid_credentials":
      return m.invalidCredentials;
    case "email_not_confirmed":
      return m.emailNotConfirmed;
    case "user_already_exists":
    case "email_exists":
      return m.emailTaken;
    case "weak_password":
      return weakPasswordSentence(error);
    case "over_request_rate_limit":
    case "over_email_send_rate_limit":
      return m.tooMany;
    case "email_address_invalid":
      return m.emailAddressInvalid;
    case "signup_disabled":
    case "email_provider_disabled":
      return m.signupDisabled;
    case "user_banned":
      return m.banned;
    case "same_password":
      return m.samePassword;
    case "validation_failed":
      return m.validation;
    // Phone codes. GoTrue answers a wrong code and an expired one alike (`otp_expired`).
    case "otp_expired":
      return m.codeWrong;
    case "otp_disabled":
      return m.phoneUnknown;
    case "phone_provider_disabled":
      return m.phoneOff;
    case "over_sms_send_rate_limit":
      return m.smsWait;
    case "sms_send_failed":
      return m.smsFailed;
    default:
      if (error.status !== undefined && error.status >= 500) return m.serverTrouble;
      return m.unknown;
  }
}
