import { isIP } from "node:net";
import { z } from "zod";

/** Auth service settings (GoTrue's GOTRUE_* equivalents), merged into the server's env schema. */
const seconds = z.coerce.number().int().positive();
const count = z.coerce.number().int().min(0);
/** An optional true/false switch (`true`, `false`, `1`, `0`; empty means unset). */
export const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) =>
    value === undefined || value === "" ? undefined : value === "true" || value === "1",
  );
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));
const list = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== ""),
  );

export const authEnvShape = {
  // Defaults to the server's own address (config.ts), which depends on PORT.
  SITE_URL: optionalText.pipe(z.url().optional()),
  API_EXTERNAL_URL: optionalText.pipe(z.url().optional()),
  AUTH_JWT_EXP: seconds.max(604_800).default(3600),
  AUTH_ADDITIONAL_REDIRECT_URLS: list,
  AUTH_DISABLE_SIGNUP: flag,
  AUTH_EMAIL_AUTOCONFIRM: flag,
  AUTH_SMS_AUTOCONFIRM: flag,
  AUTH_ANONYMOUS_SIGNINS: flag,
  AUTH_PHONE_ENABLED: flag,
  AUTH_SECURE_EMAIL_CHANGE: flag,
  AUTH_REAUTH_REQUIRED: flag,
  AUTH_REQUIRE_CURRENT_PASSWORD: flag,
  AUTH_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(72).default(8),
  AUTH_PASSWORD_REQUIRED_CHARACTERS: z
    .string()
    .default("")
    .transform((value) => value.split(":").filter((set) => set !== "")),
  AUTH_REFRESH_REUSE_INTERVAL: count.default(10),
  AUTH_SESSION_TIMEBOX: count.default(0),
  AUTH_SESSION_INACTIVITY_TIMEOUT: count.default(0),
  AUTH_OTP_EXPIRY: seconds.max(86_400).default(3600),
  AUTH_SMS_OTP_EXPIRY: seconds.max(86_400).default(60),
  AUTH_SEND_INTERVAL: count.default(60),
  AUTH_RATE_LIMIT_OTP: count.default(30),
  AUTH_RATE_LIMIT_TOKEN: count.default(150),
  AUTH_RATE_LIMIT_VERIFY: count.default(30),
  AUTH_RATE_LIMIT_ANONYMOUS: count.default(30),
  AUTH_RATE_LIMIT_EMAIL_SENT: count.default(30),
  AUTH_RATE_LIMIT_SMS_SENT: count.default(30),
  AUTH_RATE_LIMIT_PASSWORD_FAILURES: count.default(10),
  AUTH_RATE_LIMIT_PASSWORD_FAILURES_WINDOW: seconds.default(900),
  AUTH_RATE_LIMIT_PASSWORD_FAILURES_PER_ADDRESS: count.default(20),
  AUTH_RATE_LIMIT_PASSWORD_FAILURES_PER_ADDRESS_WINDOW: seconds.default(300),
  AUTH_RATE_LIMIT_PASSWORD_FAILURES_PER_IP: count.default(30),
  TRUSTED_PROXIES: list.refine(
    (entries) => entries.every((entry) => isIP(entry.split("/")[0] ?? "") !== 0),
    "must be IP addresses or CIDR ranges, comma-separated",
  ),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  SMTP_FROM: z.string().min(3).default("Bhakti Setu <no-reply@localhost>"),
  SMS_TWILIO_ACCOUNT_SID: optionalText,
  SMS_TWILIO_AUTH_TOKEN: optionalText,
  SMS_TWILIO_FROM: optionalText,
  SMS_TWILIO_API_URL: z.url().default("https://api.twilio.com"),
  AUTH_GOOGLE_CLIENT_ID: optionalText,
  AUTH_GOOGLE_SECRET: optionalText,
  // Where OpenID discovery starts; tests point it at a local provider.
  AUTH_GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
};

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

type AuthEnv = z.infer<z.ZodObject<typeof authEnvShape>>;

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
