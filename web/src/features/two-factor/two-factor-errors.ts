/**
 * The sentence a person sees when a two-factor step fails, chosen by Supabase Auth's error code
 * (never by message text); a failed request that never reached the server says so.
 */
export function describeTwoFactorError(error: unknown): string {
  const { code, status, name } = (error ?? {}) as { code?: string; status?: number; name?: string };
  if (name === "AuthRetryableFetchError" || status === 0 || error instanceof TypeError) {
    return "We could not reach Bhakti Setu. Check your internet connection and try again.";
  }
  switch (code) {
    case "mfa_verification_failed":
      return "That code did not match. Check the time on your phone and type the newest code.";
    case "mfa_challenge_expired":
    case "mfa_ip_address_mismatch":
      return "That code came too late. Type the newest code from your app.";
    case "over_request_rate_limit":
      return "Too many tries. Please wait five minutes, then type the newest code.";
    case "insufficient_aal":
      return "For your safety, type the code from your authenticator app first.";
    case "mfa_factor_not_found":
      return "This set-up has ended. Close it and press Turn on to start again.";
    case "session_not_found":
    case "bad_jwt":
    case "no_authorization":
      return "Your session has ended. Sign out, sign in again, then try once more.";
    default:
      if (status !== undefined && status >= 500) {
        return "Bhakti Setu is having trouble right now. Please try again in a moment.";
      }
      return "Something went wrong. Please try again.";
  }
}
