import { beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../rest/testing/create-test-user.ts";
import { countObjectRows, listStoredFiles } from "./testing/storage-fixture.ts";
import { useStorageWorld } from "./testing/use-storage-world.ts";

// The policies on storage.objects decide, as on Supabase: owner A, another user B, anon.
const world = useStorageWorld({
  users: ["a", "b"],
  jpegSize: [20, 20],
  privateBucket: "private-docs",
});
const {
  server,
  users: { a, b },
} = world;

const RLS_DENIED = {
  status: 400,
  statusCode: "403",
  message: "new row violates row-level security policy",
};

beforeAll(async () => {
  await a.client.storage.from("private-docs").upload(`${a.id}/diary.txt`, "A's diary", {
    contentType: "text/plain",
  });
  await a.client.storage
    .from("avatars")
    .upload(`${a.id}/me.jpg`, world.jpeg, { contentType: "image/jpeg" });
});

describe("another user's private file", () => {
  it("cannot be downloaded, signed, listed or removed by B", async () => {
    const bucket = b.client.storage.from("private-docs");
    const download = await bucket.download(`${a.id}/diary.txt`);
    expect(download.error).toMatchObject({
      status: 400,
      statusCode: "404",
      message: "Object not found",
    });

    const signed = await bucket.createSignedUrl(`${a.id}/diary.txt`, 60);
    expect(signed.error).toMatchObject({ statusCode: "404" });
    const signedMany = await bucket.createSignedUrls([`${a.id}/diary.txt`], 60);
    expect(signedMany.data![0]).toMatchObject({ signedUrl: null, error: expect.any(String) });

    expect((await bucket.list(a.id)).data).toEqual([]);

    const removed = await bucket.remove([`${a.id}/diary.txt`]);
    expect(removed.data).toEqual([]);
    expect(await countObjectRows(server, "private-docs")).toBe(1);
  });

  it("cannot be moved or copied by B", async () => {
    const bucket = b.client.storage.from("private-docs");
    expect((await bucket.move(`${a.id}/diary.txt`, `${b.id}/stolen.txt`)).error).toMatchObject({
      statusCode: "404",
    });
    expect((await bucket.copy(`${a.id}/diary.txt`, `${b.id}/stolen.txt`)).error).toMatchObject({
      statusCode: "404",
    });
    expect(await countObjectRows(server, "private-docs")).toBe(1);
  });

  it("is not served to an anonymous reader, not even through the plain object route", async () => {
    const response = await server.fetch(
      `http://localhost/storage/v1/object/private-docs/${a.id}/diary.txt`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "404", error: "Bucket not found" });
    const anon = await server
      .createClient()
      .storage.from("private-docs")
      .download(`${a.id}/diary.txt`);
    expect(anon.error).toMatchObject({ statusCode: "404" });
  });

  it("is served to its owner", async () => {
    const { data } = await a.client.storage.from("private-docs").download(`${a.id}/diary.txt`);
    expect(await data!.text()).toBe("A's diary");
  });
});

describe("writing into another user's folder", () => {
  it("is refused and writes nothing", async () => {
    const before = await listStoredFiles(server.storageDir);
    const upload = await b.client.storage
      .from("avatars")
      .upload(`${a.id}/me.jpg`, world.jpeg, { contentType: "image/jpeg", upsert: true });
    expect(upload.error).toMatchObject(RLS_DENIED);
    const fresh = await b.client.storage
      .from("avatars")
      .upload(`${a.id}/new.jpg`, world.jpeg, { contentType: "image/jpeg" });
    expect(fresh.error).toMatchObject(RLS_DENIED);
    expect(await listStoredFiles(server.storageDir)).toEqual(before);
    expect(await countObjectRows(server, "avatars")).toBe(1);
  });

  it("cannot move one's own file into another user's folder", async () => {
    await b.client.storage
      .from("avatars")
      .upload(`${b.id}/b.jpg`, world.jpeg, { contentType: "image/jpeg" });
    const moved = await b.client.storage.from("avatars").move(`${b.id}/b.jpg`, `${a.id}/b.jpg`);
    expect(moved.error).toMatchObject(RLS_DENIED);
    const copied = await b.client.storage.from("avatars").copy(`${b.id}/b.jpg`, `${a.id}/b.jpg`);
    expect(copied.error).toMatchObject(RLS_DENIED);
    const { rows } = await server.db.query<{ name: string }>(
      "select name from storage.objects where bucket_id = 'avatars' order by name",
    );
    expect(rows.map((row) => row.name).sort()).toEqual([`${a.id}/me.jpg`, `${b.id}/b.jpg`].sort());
  });

  it("is refused to an anonymous caller", async () => {
    const { error } = await server
      .createClient()
      .storage.from("avatars")
      .upload(`${a.id}/anon.jpg`, world.jpeg, { contentType: "image/jpeg" });
    expect(error).toMatchObject({ statusCode: "403" });
  });

  it("is allowed to the service role, which bypasses the policies", async () => {
    const { error } = await server
      .createAdminClient()
      .storage.from("avatars")
      .upload(`${a.id}/by-admin.jpg`, world.jpeg, { contentType: "image/jpeg" });
    expect(error).toBeNull();
  });
});

describe("temple-media", () => {
  it("lets a temple's admin write under the temple's folder only", async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.temples (slug, name, created_by)
       values ('storage-temple-' || substr(md5(random()::text), 1, 8), 'Storage Temple', $1),
              ('other-temple-' || substr(md5(random()::text), 1, 8), 'Other Temple', null)
       returning id`,
      [a.id],
    );
    const [temple, otherTemple] = rows.map((row) => row.id);
    const media = (user: TestUser) => user.client.storage.from("temple-media");

    const cover = await media(a).upload(`${temple}/cover.jpg`, world.jpeg, {
      contentType: "image/jpeg",
    });
    expect(cover.error).toBeNull();
    const gallery = await media(a).upload(`${temple}/gallery/1.jpg`, world.jpeg, {
      contentType: "image/jpeg",
    });
    expect(gallery.error).toBeNull();
    expect((await media(a).list(`${temple}/gallery`)).data!.map((entry) => entry.name)).toEqual([
      "1.jpg",
    ]);

    const elsewhere = await media(a).upload(`${otherTemple}/cover.jpg`, world.jpeg, {
      contentType: "image/jpeg",
    });
    expect(elsewhere.error).toMatchObject(RLS_DENIED);
    const notAdmin = await media(b).upload(`${temple}/cover2.jpg`, world.jpeg, {
      contentType: "image/jpeg",
    });
    expect(notAdmin.error).toMatchObject(RLS_DENIED);
    const ownFolder = await media(b).upload(`${b.id}/cover.jpg`, world.jpeg, {
      contentType: "image/jpeg",
    });
    expect(ownFolder.error).toMatchObject(RLS_DENIED);
    expect((await media(b).remove([`${temple}/cover.jpg`])).data).toEqual([]);

    // The bucket is public: anyone may view the temple's images.
    const { data } = server
      .createClient()
      .storage.from("temple-media")
      .getPublicUrl(`${temple}/cover.jpg`);
    expect((await server.fetch(data.publicUrl)).status).toBe(200);
  });
});
