import type { Database } from "../db/database.ts";
import type { AppDeps } from "../http/app-env.ts";
import type { Clock } from "../lib/clock.ts";
import { createTrustedProxies } from "../lib/client-ip.ts";
import type { JwtVerifier } from "../lib/jwt.ts";
import type { SigningKeys } from "../lib/signing-keys.ts";
import { type AuthSettings, readAuthSettings } from "./auth-config.ts";
import {
  createOutboxMailSender,
  createSmtpMailSender,
  type MailSender,
} from "../messaging/mail-sender.ts";
import {
  createOutboxSmsSender,
  createTwilioSmsSender,
  type SmsSender,
} from "./messaging/sms-sender.ts";
import { createRateLimits, type RateLimits } from "./rate-limits.ts";
import { deriveDeviceKey } from "./services/device-tokens.ts";
import { createExternalProviders } from "./services/external-providers.ts";
import type { OpenIdClient } from "./services/openid-client.ts";

/** What the auth services use, built once when the router is created. */
export interface AuthContext {
  db: Database;
  clock: Clock;
  keys: SigningKeys;
  jwt: JwtVerifier;
  settings: AuthSettings;
  mail: MailSender;
  sms: SmsSender;
  limits: RateLimits;
  trustedProxies: ReturnType<typeof createTrustedProxies>;
  /** The HMAC key of device cookies (see deriveDeviceKey). */
  deviceKey: string;
  /** Configured OAuth providers by GoTrue's name (`google`). */
  externalProviders: ReadonlyMap<string, OpenIdClient>;
}

export function createAuthContext(deps: AppDeps): AuthContext {
  const settings = readAuthSettings(deps.config);
  return {
    db: deps.db,
    clock: deps.clock,
    keys: deps.keys,
    jwt: deps.jwt,
    settings,
    mail: settings.smtpUrl
      ? createSmtpMailSender(settings.smtpUrl, settings.smtpFrom)
      : createOutboxMailSender(deps.db, deps.clock),
    sms: settings.twilio
      ? createTwilioSmsSender(settings.twilio)
      : createOutboxSmsSender(deps.db, deps.clock),
    limits: createRateLimits(settings, deps.clock, deps.db),
    trustedProxies: createTrustedProxies(settings.trustedProxies),
    deviceKey: deriveDeviceKey(deps.keys),
    externalProviders: createExternalProviders(settings),
  };
}
