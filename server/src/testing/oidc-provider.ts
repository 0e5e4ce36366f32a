import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** The claims a test account's ID token carries besides `sub` (its login name). */
export interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Whoever signs in as `login` gets `claims`; any password is accepted. */
  addAccount(login: string, claims: AccountClaims): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback, standing in for Google: one
 * confidential client returning to `redirectUri`, its stock login form, and consent taken as given
 * so a sign-in is one form. ID tokens carry the e-mail and profile claims, as Google's do.
 */
export async function startOidcProvider(redirectUri: string): Promise<LocalOidcProvider> {
  const accounts = new Map<string, AccountClaims>();
  const clientId = "bhakti-setu-test";
  const clientSecret = "local-provider-secret";
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: "client_secret_post",
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    cookies: { keys: ["local-provider-cookie-key"] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    // Google puts the profile in the ID token itself, not only behind /userinfo.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, ...accounts.get(sub) }),
    }),
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (login, claims) => accounts.set(login, claims),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The auth server's variables that make `provider` its Google. */
export function googleEnv(provider: LocalOidcProvider): Record<string, string> {
  return {
    AUTH_GOOGLE_CLIENT_ID: provider.clientId,
    AUTH_GOOGLE_SECRET: provider.clientSecret,
    AUTH_GOOGLE_ISSUER: provider.issuer,
  };
}

/**
 * Signs in at the provider the way a browser would (cookies kept, the login form posted) from its
 * authorization URL until it redirects to `redirectUri`; returns that callback URL.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  redirectUri: string,
  login: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      method: form ? "POST" : "GET",
      body: form,
      redirect: "manual",
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ""] = header.split(";");
      const [name = "", value = ""] = pair.split("=");
      cookies.set(name, value);
    }
    form = undefined;
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url).toString();
      if (url.startsWith(redirectUri)) return new URL(url);
      continue;
    }
    const html = await response.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action || !html.includes('name="login"')) {
      throw new Error(`the provider answered ${response.status} without its login form`);
    }
    url = new URL(action.replaceAll("&amp;", "&"), url).toString();
    form = new URLSearchParams({ prompt: "login", login, password: "any" });
  }
  throw new Error("the provider never returned to the callback");
}
