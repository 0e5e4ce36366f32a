// GET /settings, as GoTrue's Settings handler: which providers and options are on.
import type { Handler } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import type { AuthContext } from "../auth-context.ts";
import { EXTERNAL_PROVIDERS } from "../services/external-providers.ts";

export function settingsRoute({ settings, sms, externalProviders }: AuthContext): Handler<AppEnv> {
  const body = {
    external: {
      anonymous_users: settings.isAnonymousEnabled,
      ...Object.fromEntries(EXTERNAL_PROVIDERS.map((name) => [name, externalProviders.has(name)])),
      email: true,
      phone: settings.isPhoneEnabled,
    },
    disable_signup: settings.isSignupDisabled,
    mailer_autoconfirm: settings.isEmailAutoconfirm,
    phone_autoconfirm: settings.isSmsAutoconfirm,
    sms_provider: sms.provider,
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  };
  return (c) => c.json(body);
}
