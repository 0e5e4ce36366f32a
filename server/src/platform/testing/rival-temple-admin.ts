import { beforeAll } from "vitest";
import type { TestServer } from "../../testing/create-test-server.ts";
import { createPlatformUser, type PlatformUser } from "./platform-world.ts";

/**
 * A temple admin of none of the world's temples, made before the calling file's tests. Filled in
 * place by that beforeAll, as usePlatformWorld's objects are, so a file can name it at its top.
 */
export function useRivalTempleAdmin(server: TestServer): PlatformUser {
  const rival = {} as PlatformUser;
  beforeAll(async () => {
    Object.assign(rival, await createPlatformUser(server, "rival", { roles: ["temple_admin"] }));
  });
  return rival;
}
