import { z } from "zod";
import { authEnvShape, flag } from "./lib/auth-env.ts";
import { PHONE_MESSAGE_KINDS, type PhoneMessageKind } from "./lib/phone-message-kinds.ts";

/**
 * The only module that reads process.env. Every variable is documented in `.env.example`;
 * a bad value stops start-up with one line per problem.
 */
const portMessage = "must be a whole number from 0 to 65535";
const port = z.coerce
  .number({ error: portMessage })
  .int(portMessage)
  .min(0, portMessage)
  .max(65_535, portMessage);
const secondsMessage = "must be a whole number of seconds, at least 1";
const seconds = z.coerce
  .number({ error: secondsMessage })
  .int(secondsMessage)
  .min(1, secondsMessage);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const templateMapSchema = z.partialRecord(z.enum(PHONE_MESSAGE_KINDS), z.string().min(1));
/** A JSON object from message kind to a provider's template id; unset: none. */
const templateMap = optionalText.transform((text, context) => {
  if (!text) return {};
  try {
    return templateMapSchema.parse(JSON.parse(text));
  } catch {
    context.addIssue({
      code: "custom",
      message: `must be a JSON object from message kind (${PHONE_MESSAGE_KINDS.join(", ")}) to template id`,
    });
    return z.NEVER;
  }
});

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional(),
  ),
  DATABASE_CONNECT_TIMEOUT: seconds.default(10),
  DATABASE_MIGRATION_TIMEOUT: seconds.default(30),
  DATABASE_PREPARED_STATEMENTS: flag,
  WEB_BUILD_DIR: optionalText,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: optionalText.pipe(z.enum(["pretty", "json"]).optional()),
  AUTH_JWT_KEYS: optionalText,
  AUTH_JWT_SECRET: optionalText.pipe(
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  ANON_KEY: optionalText,
  SERVICE_ROLE_KEY: optionalText,
  SEED_SAMPLE_CONTENT: flag,
  DEMO_MODE: flag.transform((value) => value ?? false),
  STORAGE_DIR: optionalText,
  STORAGE_FILE_SIZE_LIMIT: z.coerce
    .number({ error: "must be a whole number of bytes" })
    .int("must be a whole number of bytes")
    .positive("must be a whole number of bytes")
    .default(50 * 1024 * 1024),
  JOBS_POLL_MS: z.coerce
    .number({ error: "must be a whole number of milliseconds, at least 50" })
    .int("must be a whole number of milliseconds, at least 50")
    .min(50, "must be a whole number of milliseconds, at least 50")
    .default(5000),
  PAYMENTS_GATEWAY: optionalText.pipe(
    z.enum(["razorpay", "upi", "test"], { error: "must be razorpay, upi or test" }).optional(),
  ),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalText
    .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" }).optional())
    .transform((url) => (url ?? "https://api.razorpay.com").replace(/\/+$/, "")),
  PHONE_SMS_PROVIDER: optionalText.pipe(
    z.enum(["twilio", "msg91", "outbox"], { error: "must be twilio, msg91 or outbox" }).optional(),
  ),
  PHONE_WHATSAPP_FROM: optionalText,
  MSG91_AUTH_KEY: optionalText,
  MSG91_API_URL: optionalText
    .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s):// URL" }).optional())
    .transform((url) => (url ?? "https://control.msg91.com").replace(/\/+$/, "")),
  MSG91_TEMPLATES: templateMap,
  PHONE_WHATSAPP_TEMPLATES: templateMap,
  ...authEnvShape,
});

/**
 * Defaults that follow other settings: outside production the server listens on loopback only
 * (the dev outbox and first-run keys are not for the network), and e-mailed links name the
 * address the banner prints.
 */
const configSchema = envSchema.transform((env) => ({
  ...env,
  HOST: env.HOST ?? (env.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
  SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
  ...providersOf(env),
}));

export type Config = z.output<typeof configSchema>;

type ProvidersEnv = Pick<
  z.output<typeof envSchema>,
  | "NODE_ENV"
  | "PAYMENTS_GATEWAY"
  | "RAZORPAY_KEY_ID"
  | "RAZORPAY_KEY_SECRET"
  | "PHONE_SMS_PROVIDER"
  | "SMS_TWILIO_ACCOUNT_SID"
  | "SMS_TWILIO_AUTH_TOKEN"
  | "SMS_TWILIO_FROM"
>;

/** The payment gateway and SMS provider when not named: from the keys that are set. */
export function providersOf(env: ProvidersEnv): {
  PAYMENTS_GATEWAY: "razorpay" | "upi" | "test";
  PHONE_SMS_PROVIDER: "twilio" | "msg91" | "outbox";
} {
  return {
    // Razorpay when its keys are set, the local test checkout in development, direct UPI otherwise.
    PAYMENTS_GATEWAY:
      env.PAYMENTS_GATEWAY ??
      (env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? "razorpay"
        : env.NODE_ENV === "production"
          ? "upi"
          : "test"),
    // Twilio when its SMS sender is set, the development outbox otherwise.
    PHONE_SMS_PROVIDER:
      env.PHONE_SMS_PROVIDER ??
      (env.SMS_TWILIO_ACCOUNT_SID && env.SMS_TWILIO_AUTH_TOKEN && env.SMS_TWILIO_FROM
        ? "twilio"
        : "outbox"),
  };
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(problems.join("\n"));
    this.problems = problems;
  }
}

/** `env` read by `schema`; throws ConfigError listing each bad variable as `NAME: problem`. */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
): z.output<Schema> {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Parses an environment; throws ConfigError listing each bad variable as `NAME: problem`. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const config = parseEnv(configSchema, env);
  // Demo accounts sign in with passwords printed at start: never on a real deployment.
  if (config.DEMO_MODE && config.NODE_ENV === "production") {
    throw new ConfigError([
      "DEMO_MODE: not allowed when NODE_ENV=production (it creates demo accounts whose passwords are printed at start)",
    ]);
  }
  if (config.NODE_ENV === "production" && !config.AUTH_JWT_KEYS) {
    throw new ConfigError([
      "AUTH_JWT_KEYS: required when NODE_ENV=production (generate a set with `npm run keys`)",
    ]);
  }
  if (config.NODE_ENV === "production" && (!config.ANON_KEY || !config.SERVICE_ROLE_KEY)) {
    throw new ConfigError(["ANON_KEY, SERVICE_ROLE_KEY: required when NODE_ENV=production"]);
  }
  // Half a Google client would offer a button that can only fail: say so at start instead.
  if (Boolean(config.AUTH_GOOGLE_CLIENT_ID) !== Boolean(config.AUTH_GOOGLE_SECRET)) {
    throw new ConfigError(["AUTH_GOOGLE_CLIENT_ID, AUTH_GOOGLE_SECRET: set both or neither"]);
  }
  const paymentProblems = findPaymentProblems(config);
  if (paymentProblems.length > 0) throw new ConfigError(paymentProblems);
  const phoneProblems = findPhoneProblems(config);
  if (phoneProblems.length > 0) throw new ConfigError(phoneProblems);
  return config;
}

/** The kinds jobs send to phones (sign-in codes go through the auth service's own setting). */
const JOB_PHONE_KINDS = PHONE_MESSAGE_KINDS.filter((kind) => kind !== "sign_in_code");

/**
 * A phone provider's own settings. MSG91 sends only DLT-registered templates, so a kind without
 * one could never be delivered: refuse to start rather than fail each message.
 */
function findPhoneProblems(config: Config): string[] {
  const problems: string[] = [];
  const hasTwilio = Boolean(config.SMS_TWILIO_ACCOUNT_SID && config.SMS_TWILIO_AUTH_TOKEN);
  if (config.PHONE_SMS_PROVIDER === "twilio" && !(hasTwilio && config.SMS_TWILIO_FROM)) {
    problems.push(
      "SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN, SMS_TWILIO_FROM: required when PHONE_SMS_PROVIDER=twilio",
    );
  }
  if (config.PHONE_SMS_PROVIDER === "msg91") {
    if (!config.MSG91_AUTH_KEY) {
      problems.push("MSG91_AUTH_KEY: required when PHONE_SMS_PROVIDER=msg91");
    }
    const templates: Partial<Record<PhoneMessageKind, string>> = config.MSG91_TEMPLATES;
    const missing = JOB_PHONE_KINDS.filter((kind) => !templates[kind]);
    if (missing.length > 0) {
      problems.push(
        `MSG91_TEMPLATES: a DLT template id is needed for every message kind; missing ${missing.join(", ")}`,
      );
    }
  }
  // Outside a conversation the person started, WhatsApp delivers only approved templates.
  if (config.PHONE_WHATSAPP_FROM && config.NODE_ENV === "production") {
    const templates: Partial<Record<PhoneMessageKind, string>> = config.PHONE_WHATSAPP_TEMPLATES;
    const missing = JOB_PHONE_KINDS.filter((kind) => !templates[kind]);
    if (missing.length > 0) {
      problems.push(
        `PHONE_WHATSAPP_TEMPLATES: an approved WhatsApp template (content sid) is needed for every message kind in production; missing ${missing.join(", ")}`,
      );
    }
  }
  if (config.PHONE_WHATSAPP_FROM && !hasTwilio) {
    problems.push(
      "SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN: required when PHONE_WHATSAPP_FROM is set (WhatsApp goes through Twilio)",
    );
  }
  return problems;
}

/** What the payment gateways read of the configuration. */
export type PaymentSettings = Pick<
  Config,
  | "NODE_ENV"
  | "PAYMENTS_GATEWAY"
  | "RAZORPAY_KEY_ID"
  | "RAZORPAY_KEY_SECRET"
  | "RAZORPAY_WEBHOOK_SECRET"
  | "RAZORPAY_API_URL"
>;

/** The gateway's own settings: Razorpay needs its keys; the test checkout takes no real money. */
export function findPaymentProblems(config: Omit<PaymentSettings, "RAZORPAY_API_URL">): string[] {
  const isProduction = config.NODE_ENV === "production";
  if (config.PAYMENTS_GATEWAY === "test" && isProduction) {
    return ["PAYMENTS_GATEWAY: test is not allowed when NODE_ENV=production (it takes no money)"];
  }
  if (config.PAYMENTS_GATEWAY !== "razorpay") return [];
  const problems: string[] = [];
  if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET) {
    problems.push("RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET: required when PAYMENTS_GATEWAY=razorpay");
  }
  if (isProduction && !config.RAZORPAY_WEBHOOK_SECRET) {
    problems.push(
      "RAZORPAY_WEBHOOK_SECRET: required with Razorpay in production (a closed browser still completes a payment through the webhook)",
    );
  }
  return problems;
}
