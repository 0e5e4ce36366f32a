import { afterAll, beforeAll } from "vitest";
import { loadServerModule } from "./server-module";
import type { TestServer } from "./start-test-server";

/**
 * The real server in-process for a jsdom test file (see loadServerModule), started before the
 * file's tests and closed after them. Filled in place by the first beforeAll, so a file names it
 * at its top and uses it in its own hooks and tests.
 */
export function domTestServerForFile(): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    const { createTestServer } = loadServerModule<{ createTestServer(): Promise<TestServer> }>(
      "server/src/testing/create-test-server.ts",
    );
    Object.assign(server, await createTestServer());
  }, 60_000);
  afterAll(() => server.close());
  return server;
}
