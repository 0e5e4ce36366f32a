import { createRemoteJWKSet, jwtVerify } from "jose";
import type { OAuthClientSettings } from "../auth-config.ts";
import { AuthError } from "../auth-errors.ts";

/** What a sign-in learns about the person from the provider's ID token. */
export interface ProviderProfile {
  issuer: string;
  subject: string;
  email: string | undefined;
  isEmailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

interface ProviderMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** An OpenID Connect provider this server signs people in with, as a confidential client. */
export interface OpenIdClient {
  authorizationUrl(params: Record<string, string>): Promise<URL>;
  /** Trades the callback's code for a verified profile; `nonce` must match the ID token's. */
  exchangeCode(
    code: string,
    redirectUri: string,
    nonce: string,
    now: Date,
  ): Promise<ProviderProfile>;
}

/**
 * Discovery happens on first use and is kept (a failed attempt is forgotten, so the next sign-in
 * retries); the key set is fetched and refreshed by jose when a token names an unknown key.
 */
export function createOpenIdClient(settings: OAuthClientSettings): OpenIdClient {
  type Discovery = { metadata: ProviderMetadata; keys: ReturnType<typeof createRemoteJWKSet> };
  let discovery: Promise<Discovery> | undefined;
  const discover = () =>
    (discovery ??= fetchMetadata(settings.issuer).then(
      (metadata) => ({ metadata, keys: createRemoteJWKSet(new URL(metadata.jwks_uri)) }),
      (error: unknown) => {
        discovery = undefined;
        throw error;
      },
    ));

  return {
    async authorizationUrl(params) {
      const { metadata } = await discover();
      const url = new URL(metadata.authorization_endpoint);
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      url.searchParams.set("client_id", settings.clientId);
      url.searchParams.set("response_type", "code");
      return url;
    },

    async exchangeCode(code, redirectUri, nonce, now) {
      const { metadata, keys } = await discover();
      const idToken = await requestIdToken(metadata.token_endpoint, settings, code, redirectUri);
      let claims;
      try {
        ({ payload: claims } = await jwtVerify(idToken, keys, {
          // Google writes its issuer with and without the scheme.
          issuer: [metadata.issuer, metadata.issuer.replace(/^https:\/\//, "")],
          audience: settings.clientId,
          currentDate: now,
          clockTolerance: 60,
        }));
      } catch (error) {
        throw new AuthError(400, "bad_oauth_callback", "OAuth callback with an invalid ID token", {
          cause: error,
        });
      }
      if (claims.nonce !== nonce || typeof claims.sub !== "string") {
        throw new AuthError(400, "bad_oauth_callback", "OAuth callback with an invalid ID token");
      }
      const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
      return {
        issuer: metadata.issuer,
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        isEmailVerified: claims.email_verified === true || claims.email_verified === "true",
        name: text(claims.name),
        picture: text(claims.picture),
      };
    },
  };
}

async function fetchMetadata(issuer: string): Promise<ProviderMetadata> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
  const metadata = (await response.json()) as Partial<ProviderMetadata>;
  const { authorization_endpoint, token_endpoint, jwks_uri } = metadata;
  if (!authorization_endpoint || !token_endpoint || !jwks_uri) {
    throw new Error(`OpenID discovery of ${issuer} lacks an endpoint`);
  }
  return { issuer: metadata.issuer ?? issuer, authorization_endpoint, token_endpoint, jwks_uri };
}

/** The authorization-code grant with the client secret in the body, as Google documents it. */
async function requestIdToken(
  tokenEndpoint: string,
  settings: OAuthClientSettings,
  code: string,
  redirectUri: string,
): Promise<string> {
  const response = await fetch(tokenEndpoint, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: settings.clientId,
      client_secret: settings.secret,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
  if (!response.ok || typeof body.id_token !== "string") {
    throw new AuthError(500, "unexpected_failure", "Unable to exchange external code", {
      cause: new Error(`token endpoint answered ${response.status} ${String(body.error ?? "")}`),
    });
  }
  return body.id_token;
}
