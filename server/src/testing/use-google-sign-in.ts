import { afterAll, beforeAll } from "vitest";
import { createTestServer, TEST_ORIGIN, type TestServer } from "./create-test-server.ts";
import { googleEnv, type LocalOidcProvider, startOidcProvider } from "./oidc-provider.ts";

const SITE_URL = "http://localhost:3000";

/** A test server's variables for signing in with `provider` as Google, the site at `siteUrl`. */
export function googleSignInEnv(
  provider: LocalOidcProvider,
  siteUrl = SITE_URL,
): Record<string, string> {
  return { SITE_URL: siteUrl, API_EXTERNAL_URL: TEST_ORIGIN, ...googleEnv(provider) };
}

/**
 * A local OIDC provider standing in for Google and a test server signing in with it, started
 * before the calling file's tests and closed after them. Both objects are filled in place by the
 * first beforeAll, so a file can name them at its top.
 */
export function useGoogleSignIn(siteUrl = SITE_URL): {
  server: TestServer;
  provider: LocalOidcProvider;
} {
  const provider = {} as LocalOidcProvider;
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(provider, await startOidcProvider(`${TEST_ORIGIN}/auth/v1/callback`));
    Object.assign(server, await createTestServer({ env: googleSignInEnv(provider, siteUrl) }));
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });
  return { server, provider };
}
