import { isIP } from "node:net";
import { z } from "zod";

/**
 * The AUTH_*, SMTP_* and SMS_* variables' schema (GoTrue's GOTRUE_* equivalents), merged into the
 * server's env schema by config.ts and read into settings by auth/auth-config.ts; here, below both.
 */
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
  // GoTrue's GOTRUE_HOOK_CUSTOM_ACCESS_TOKEN_URI: a Postgres function that edits each access
  // token's claims; empty turns it off. Read as the function's quoted name.
  AUTH_HOOK_CUSTOM_ACCESS_TOKEN_URI: z
    .string()
    .default("pg-functions://postgres/public/custom_access_token_hook")
    .transform((value, ctx) => {
      if (value === "") return undefined;
      const match = /^pg-functions:\/\/[^/]+\/([a-z_][a-z0-9_]*)\/([a-z_][a-z0-9_]*)$/.exec(value);
      if (match) return `"${match[1]}"."${match[2]}"`;
      ctx.addIssue({
        code: "custom",
        message: "Expected pg-functions://<database>/<schema>/<function>",
      });
      return z.NEVER;
    }),
};

export type AuthEnv = z.infer<z.ZodObject<typeof authEnvShape>>;
