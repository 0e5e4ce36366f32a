import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll } from "vitest";
import { createTestServer, type TestServer, type TestServerOptions } from "./create-test-server.ts";

export interface UseTestServerOptions extends TestServerOptions {
  /** Runs once on the fresh server before the file's own hooks (a fixture's tables, say). */
  prepare?: (server: TestServer) => Promise<unknown>;
}

/**
 * A test server started before the calling file's tests and closed after them. The object is
 * filled in place by the first beforeAll, so a file can name it at its top and use it in its own
 * hooks and tests.
 */
export function useTestServer(options: UseTestServerOptions = {}): TestServer {
  const { prepare, ...serverOptions } = options;
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await createTestServer(serverOptions));
    await prepare?.(server);
  });
  afterAll(() => server.close());
  return server;
}

/**
 * A supabase-js client of a server that `useTestServer` starts later, made on its first use, so a
 * file can name it at its top next to the server.
 */
export function useClient(
  server: TestServer,
  key: "anon" | "service_role" = "anon",
): SupabaseClient {
  let client: SupabaseClient | undefined;
  return new Proxy({} as SupabaseClient, {
    get(_, name) {
      client ??= key === "anon" ? server.createClient() : server.createAdminClient();
      const value: unknown = Reflect.get(client, name);
      return typeof value === "function" ? value.bind(client) : value;
    },
  });
}
