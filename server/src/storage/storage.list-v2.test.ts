import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../rest/testing/create-test-user.ts";
import { createStorageTestServer, type StorageTestServer } from "./testing/storage-fixture.ts";

// storage-js `listV2` (POST /object/list-v2/{bucket}): folders, name and date order, cursors.
let server: StorageTestServer;
let admin: SupabaseClient;
let user: TestUser;
const BUCKET = "list-v2-files";
const NAMES = [
  "docs/z.txt",
  "docs/sub/c.txt",
  "docs/a.txt",
  "top.txt",
  "docs/sub/b.txt",
  "other/x.txt",
];

beforeAll(async () => {
  server = await createStorageTestServer();
  admin = server.createAdminClient();
  user = await createTestUser(server, "lister");
  await admin.storage.createBucket(BUCKET);
  for (const name of NAMES) {
    const { error } = await admin.storage
      .from(BUCKET)
      .upload(name, "x", { contentType: "text/plain" });
    expect(error).toBeNull();
  }
});

afterAll(() => server.close());

async function pageThrough(
  options: Parameters<ReturnType<SupabaseClient["storage"]["from"]>["listV2"]>[0],
) {
  const names: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const { data, error } = await admin.storage
      .from(BUCKET)
      .listV2({ ...options, ...(cursor && { cursor }) });
    expect(error).toBeNull();
    names.push(...data!.folders.map((folder) => folder.name), ...data!.objects.map((o) => o.name));
    if (!data!.hasNext) return names;
    cursor = data!.nextCursor;
  }
  throw new Error("no last page");
}

describe("listV2", () => {
  it("lists one level with the delimiter: folders with their key, then objects", async () => {
    const { data, error } = await admin.storage
      .from(BUCKET)
      .listV2({ prefix: "docs/", with_delimiter: true });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      hasNext: false,
      folders: [{ key: "sub", name: "docs/sub/", id: null }],
      objects: [
        { key: "a.txt", name: "docs/a.txt", id: expect.any(String) },
        { key: "z.txt", name: "docs/z.txt", id: expect.any(String) },
      ],
    });
    const top = await admin.storage.from(BUCKET).listV2({ with_delimiter: true });
    expect(top.data!.folders.map((folder) => folder.name)).toEqual(["docs/", "other/"]);
    expect(top.data!.objects.map((object) => object.name)).toEqual(["top.txt"]);
  });

  it("lists every object under a prefix without the delimiter", async () => {
    const { data } = await admin.storage.from(BUCKET).listV2({ prefix: "docs" });
    expect(data!.objects.map((object) => object.name)).toEqual([
      "docs/a.txt",
      "docs/sub/b.txt",
      "docs/sub/c.txt",
      "docs/z.txt",
    ]);
  });

  it("pages with Storage's cursor, a folder counted once, in either order", async () => {
    expect(await pageThrough({ prefix: "docs/", with_delimiter: true, limit: 1 })).toEqual([
      "docs/a.txt",
      "docs/sub/",
      "docs/z.txt",
    ]);
    expect(
      await pageThrough({
        prefix: "docs/",
        with_delimiter: true,
        limit: 1,
        sortBy: { column: "name", order: "desc" },
      }),
    ).toEqual(["docs/z.txt", "docs/sub/", "docs/a.txt"]);
    const uploaded = NAMES.filter((name) => name.startsWith("docs/"));
    expect(
      await pageThrough({
        prefix: "docs/",
        limit: 2,
        sortBy: { column: "created_at", order: "asc" },
      }),
    ).toEqual(uploaded);
    expect(
      await pageThrough({
        prefix: "docs/",
        limit: 2,
        sortBy: { column: "created_at", order: "desc" },
      }),
    ).toEqual(uploaded.slice().reverse());
  });

  it("lists only what the caller's select policy shows", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const own = await user.client.storage
      .from("avatars")
      .upload(`${user.id}/me.png`, png, { contentType: "image/png" });
    expect(own.error).toBeNull();
    const other = await admin.storage
      .from("avatars")
      .upload("someone-else/them.png", png, { contentType: "image/png" });
    expect(other.error).toBeNull();
    const mine = await user.client.storage.from("avatars").listV2({ with_delimiter: true });
    expect(mine.data!.folders.map((folder) => folder.name)).toEqual([`${user.id}/`]);
    const anon = await server.createClient().storage.from("avatars").listV2({});
    expect(anon.data).toMatchObject({ hasNext: false, folders: [], objects: [] });
  });
});
