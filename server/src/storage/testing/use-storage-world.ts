import { afterAll, beforeAll } from "vitest";
import { createTestUser, type TestUser } from "../../rest/testing/create-test-user.ts";
import {
  createPrivateBucket,
  createStorageTestServer,
  makeImage,
  type StorageTestServer,
} from "./storage-fixture.ts";

export interface StorageWorldOptions<Name extends string> {
  /** One signed-in user is made per name, in this order. */
  users: Name[];
  /** Width and height of the sample JPEG the tests upload. */
  jpegSize: [number, number];
  /** A private user-folder bucket to create (see createPrivateBucket). */
  privateBucket?: string;
  env?: Record<string, string>;
}

export interface StorageWorld<Name extends string> {
  server: StorageTestServer;
  users: Record<Name, TestUser>;
  jpeg: Buffer;
}

/**
 * The storage tests' common world: a storage test server, its signed-in users and a sample JPEG,
 * made before the calling file's own hooks and closed after its tests. The server and users are
 * filled in place, so a file can destructure them at its top.
 */
export function useStorageWorld<const Name extends string>(
  options: StorageWorldOptions<Name>,
): StorageWorld<Name> {
  const world: StorageWorld<Name> = {
    server: {} as StorageTestServer,
    users: Object.fromEntries(options.users.map((name) => [name, {} as TestUser])) as Record<
      Name,
      TestUser
    >,
    jpeg: Buffer.alloc(0),
  };
  beforeAll(async () => {
    Object.assign(world.server, await createStorageTestServer(options.env));
    for (const name of options.users) {
      Object.assign(world.users[name], await createTestUser(world.server, name));
    }
    if (options.privateBucket) await createPrivateBucket(world.server, options.privateBucket);
    world.jpeg = await makeImage(...options.jpegSize);
  });
  afterAll(() => world.server.close());
  return world;
}
