import { findFreePort } from "../../server/src/testing/free-port.ts";
import {
  googleEnv,
  type LocalOidcProvider,
  startOidcProvider,
} from "../../server/src/testing/oidc-provider.ts";
import { type ProductServer, startProductServer } from "./product-server";

export type { LocalOidcProvider };

/**
 * A local OpenID Connect provider standing in for Google, and a product server using it. The
 * server's port is chosen first: the provider's client must know the callback URL, and the site
 * URL must be the address the browser uses, so the PKCE verifier and the code meet in one origin.
 */
export async function startServerWithGoogle(): Promise<{
  google: LocalOidcProvider;
  server: ProductServer;
}> {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const google = await startOidcProvider(`${origin}/auth/v1/callback`);
  const server = await startProductServer({
    PORT: String(port),
    SITE_URL: origin,
    ...googleEnv(google),
  });
  return { google, server };
}
