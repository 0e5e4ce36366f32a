import type { TestServer, TestServerOptions } from "../../testing/create-test-server.ts";
import { useTestServer } from "../../testing/use-test-server.ts";
import { createPlatformWorld, type PlatformWorld } from "./platform-world.ts";

/**
 * A test server with the platform world, started before the calling file's tests and closed after
 * them. The two objects are filled in place by the first beforeAll, so a file can name them at its
 * top and use them in its own hooks and tests.
 */
export function usePlatformWorld(options: TestServerOptions = {}): {
  server: TestServer;
  world: PlatformWorld;
} {
  const world = {} as PlatformWorld;
  const server = useTestServer({
    ...options,
    prepare: async (created) => Object.assign(world, await createPlatformWorld(created)),
  });
  return { server, world };
}
