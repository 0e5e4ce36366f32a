import type { AuthEnv } from "../lib/auth-env.ts";

export interface AuthSettings {
  siteUrl: string;
  /** The auth API's public base, ending in /auth/v1: the issuer and the host of e-mail links. */
  externalUrl: string;
  jwtExp: number;
  redirectAllowList: string[];
  isSignupDisabled: boolean;
  isEmailAutoconfirm: boolean;
  isSmsAutoconfirm: boolean;
  isAnonymousEnabled: boolean;
  isPhoneEnabled: boolean;
  isSecureEmailChange: boolean;
  isReauthRequired: boolean;
  isCurrentPasswordRequired: boolean;
  passwordPolicy: { minLength: number; requiredCharacters: string[] };
  refreshReuseInterval: number;
  sessionTimebox: number;
  sessionInactivityTimeout: number;
  otpExpiry: number;
  smsOtpExpiry: number;
  sendInterval: number;
  rateLimits: {
    otp: number;
    token: number;
    verify: number;
    anonymous: number;
    emailSent: number;
    smsSent: number;
  };
  /** Failed password sign-ins allowed per sliding window (seconds); a limit of 0 is off. */
  passwordFailureLimits: { perPair: FailureLimit; perAddress: FailureLimit; perIp: FailureLimit };
  trustedProxies: string[];
  smtpUrl: string | undefined;
  smtpFrom: string;
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | undefined;
  /** The quoted name of the function that edits each access token's claims, if any. */
  customAccessTokenHook: string | undefined;
  /** OAuth providers that are configured, by GoTrue's provider name. */
  externalProviders: { google?: OAuthClientSettings };
}

export interface OAuthClientSettings {
  clientId: string;
  secret: string;
  issuer: string;
}

export interface FailureLimit {
  limit: number;
  window: number;
}

/** Resolves the defaults that depend on other settings (autoconfirm follows SMTP). */
export function readAuthSettings(
  env: AuthEnv & { SITE_URL: string; NODE_ENV?: string },
): AuthSettings {
  const hasSmtp = env.SMTP_URL !== undefined;
  const { SMS_TWILIO_ACCOUNT_SID: sid, SMS_TWILIO_AUTH_TOKEN: token, SMS_TWILIO_FROM: from } = env;
  const site = env.SITE_URL.replace(/\/+$/, "");
  return {
    siteUrl: site,
    externalUrl: `${(env.API_EXTERNAL_URL ?? site).replace(/\/+$/, "")}/auth/v1`,
    jwtExp: env.AUTH_JWT_EXP,
    redirectAllowList: env.AUTH_ADDITIONAL_REDIRECT_URLS,
    isSignupDisabled: env.AUTH_DISABLE_SIGNUP ?? false,
    isEmailAutoconfirm: env.AUTH_EMAIL_AUTOCONFIRM ?? !hasSmtp,
    isSmsAutoconfirm: env.AUTH_SMS_AUTOCONFIRM ?? false,
    isAnonymousEnabled: env.AUTH_ANONYMOUS_SIGNINS ?? false,
    // On in development, where codes land in the local outbox; elsewhere it needs saying.
    isPhoneEnabled: env.AUTH_PHONE_ENABLED ?? env.NODE_ENV === "development",
    isSecureEmailChange: env.AUTH_SECURE_EMAIL_CHANGE ?? true,
    isReauthRequired: env.AUTH_REAUTH_REQUIRED ?? false,
    isCurrentPasswordRequired: env.AUTH_REQUIRE_CURRENT_PASSWORD ?? false,
    passwordPolicy: {
      minLength: env.AUTH_PASSWORD_MIN_LENGTH,
      requiredCharacters: env.AUTH_PASSWORD_REQUIRED_CHARACTERS,
    },
    refreshReuseInterval: env.AUTH_REFRESH_REUSE_INTERVAL,
    sessionTimebox: env.AUTH_SESSION_TIMEBOX,
    sessionInactivityTimeout: env.AUTH_SESSION_INACTIVITY_TIMEOUT,
    otpExpiry: env.AUTH_OTP_EXPIRY,
    smsOtpExpiry: env.AUTH_SMS_OTP_EXPIRY,
    sendInterval: env.AUTH_SEND_INTERVAL,
    rateLimits: {
      otp: env.AUTH_RATE_LIMIT_OTP,
      token: env.AUTH_RATE_LIMIT_TOKEN,
      verify: env.AUTH_RATE_LIMIT_VERIFY,
      anonymous: env.AUTH_RATE_LIMIT_ANONYMOUS,
      emailSent: env.AUTH_RATE_LIMIT_EMAIL_SENT,
      smsSent: env.AUTH_RATE_LIMIT_SMS_SENT,
    },
    passwordFailureLimits: {
      perPair: {
        limit: env.AUTH_RATE_LIMIT_PASSWORD_FAILURES,
        window: env.AUTH_RATE_LIMIT_PASSWORD_FAILURES_WINDOW,
      },
      perAddress: {
        limit: env.AUTH_RATE_LIMIT_PASSWORD_FAILURES_PER_ADDRESS,
        window: env.AUTH_RATE_LIMIT_PASSWORD_FAILURES_PER_ADDRESS_WINDOW,
      },
      // GoTrue's /token window, with a fifth of its 150 requests: failures only, across addresses.
      perIp: { limit: env.AUTH_RATE_LIMIT_PASSWORD_FAILURES_PER_IP, window: 300 },
    },
    trustedProxies: env.TRUSTED_PROXIES,
    smtpUrl: env.SMTP_URL,
    smtpFrom: env.SMTP_FROM,
    twilio:
      sid && token && from
        ? { accountSid: sid, authToken: token, from, apiUrl: env.SMS_TWILIO_API_URL }
        : undefined,
    customAccessTokenHook: env.AUTH_HOOK_CUSTOM_ACCESS_TOKEN_URI,
    externalProviders: {
      google:
        env.AUTH_GOOGLE_CLIENT_ID && env.AUTH_GOOGLE_SECRET
          ? {
              clientId: env.AUTH_GOOGLE_CLIENT_ID,
              secret: env.AUTH_GOOGLE_SECRET,
              issuer: env.AUTH_GOOGLE_ISSUER.replace(/\/+$/, ""),
            }
          : undefined,
    },
  };
}
