import { messagesOf } from "@/lib/i18n/locale-store";
import { twoFactorMessages } from "./messages";

/**
 * The sentence a person sees when a two-factor step fails, chosen by Supabase Auth's error code
 * (never by message text); a failed request that never reached the server says so.
 */
export function describeTwoFactorError(error: unknown): string {
  const { code, status, name } = (error ?? {}) as { code?: string; status?: number; name?: string };
  const m = messagesOf(twoFactorMessages).errors;
  if (name === "AuthRetryableFetchError" || status === 0 || error instanceof TypeError) {
    return m.unreachable;
  }
  switch (code) {
    case "mfa_verification_failed":
      return m.mismatch;
    case "mfa_challenge_expired":
    case "mfa_ip_address_mismatch":
      return m.late;
    case "over_request_rate_limit":
      return m.tooMany;
    case "insufficient_aal":
      return m.needsCode;
    case "mfa_factor_not_found":
      return m.setUpEnded;
    case "mfa_factor_required":
      return m.adminKeepsLast;
    case "session_not_found":
    case "bad_jwt":
    case "no_authorization":
      return m.sessionEnded;
    default:
      return status !== undefined && status >= 500 ? m.serverTrouble : m.unknown;
  }
}
