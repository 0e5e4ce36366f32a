import type { AuthSettings } from "../auth-config.ts";
import { validationFailed } from "../auth-errors.ts";
import { createOpenIdClient, type OpenIdClient } from "./openid-client.ts";

/** Every provider name GoTrue knows; /settings lists each, true when it is configured here. */
export const EXTERNAL_PROVIDERS = [
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "snapchat",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "keycloak",
  "kakao",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "spotify",
  "slack",
  "slack_oidc",
  "workos",
  "twitch",
  "twitter",
  "zoom",
];

/** The configured providers' clients by name (only Google can be configured so far). */
export function createExternalProviders(settings: AuthSettings): Map<string, OpenIdClient> {
  const clients = new Map<string, OpenIdClient>();
  const { google } = settings.externalProviders;
  if (google) clients.set("google", createOpenIdClient(google));
  return clients;
}

/** The client for `name`, or GoTrue's 400 for a provider it does not know or that is off. */
export function findExternalProvider(
  providers: ReadonlyMap<string, OpenIdClient>,
  name: string,
): OpenIdClient {
  const normalized = name.toLowerCase();
  const client = providers.get(normalized);
  if (client) return client;
  throw validationFailed(
    EXTERNAL_PROVIDERS.includes(normalized)
      ? "Unsupported provider: provider is not enabled"
      : `Unsupported provider: Provider ${name} could not be found`,
  );
}
