import { existsSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { countObjectRows, listStoredFiles, makeImage } from "./testing/storage-fixture.ts";
import { useStorageWorld } from "./testing/use-storage-world.ts";

// storage-js itself (supabase.storage) against the in-process server: upload, list, download,
// public and signed URLs, image transformation, move, copy, remove.
const world = useStorageWorld({
  users: ["uploader"],
  jpegSize: [400, 300],
  privateBucket: "private-docs",
});
const {
  server,
  users: { uploader: user },
} = world;

async function readVersion(bucketId: string, name: string): Promise<string> {
  const { rows } = await server.db.query<{ version: string }>(
    "select version from storage.objects where bucket_id = $1 and name = $2",
    [bucketId, name],
  );
  return rows[0]!.version;
}

describe("upload", () => {
  it("stores a raw body under the user's folder and answers Storage's Id/Key", async () => {
    const path = `${user.id}/photo.jpg`;
    const { data, error } = await user.client.storage
      .from("avatars")
      .upload(path, world.jpeg, { contentType: "image/jpeg" });
    expect(error).toBeNull();
    expect(data).toEqual({ id: expect.any(String), path, fullPath: `avatars/${path}` });
    const { rows } = await server.db.query<Record<string, unknown>>(
      "select id, owner::text, owner_id, metadata from storage.objects where bucket_id = 'avatars' and name = $1",
      [path],
    );
    expect(rows[0]).toMatchObject({
      id: data!.id,
      owner: user.id,
      owner_id: user.id,
      metadata: {
        size: world.jpeg.byteLength,
        mimetype: "image/jpeg",
        cacheControl: "max-age=3600",
      },
    });
    expect(
      existsSync(
        `${server.storageDir}/objects/${(await readVersion("avatars", path)).slice(0, 2)}`,
      ),
    ).toBe(true);
  });

  it("stores a Blob sent as a multipart form", async () => {
    const png = await makeImage(64, 64, "png");
    const path = `${user.id}/blob.png`;
    const blob = new Blob([new Uint8Array(png)], { type: "image/png" });
    const { error } = await user.client.storage
      .from("avatars")
      .upload(path, blob, { cacheControl: "60" });
    expect(error).toBeNull();
    const { data } = await user.client.storage.from("avatars").download(path);
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(png);
    const { rows } = await server.db.query<{ metadata: Record<string, unknown> }>(
      "select metadata from storage.objects where bucket_id = 'avatars' and name = $1",
      [path],
    );
    expect(rows[0]!.metadata).toMatchObject({ mimetype: "image/png", cacheControl: "max-age=60" });
  });

  it("refuses a second upload to the same path unless upsert, which replaces the file", async () => {
    const path = `${user.id}/replace.jpg`;
    const bucket = user.client.storage.from("avatars");
    await bucket.upload(path, world.jpeg, { contentType: "image/jpeg" });
    const firstVersion = await readVersion("avatars", path);

    const duplicate = await bucket.upload(path, world.jpeg, { contentType: "image/jpeg" });
    expect(duplicate.error).toMatchObject({
      status: 400,
      statusCode: "409",
      message: "The resource already exists",
    });

    const smaller = await makeImage(40, 30);
    const replaced = await bucket.upload(path, smaller, {
      contentType: "image/jpeg",
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    const { data } = await bucket.download(path);
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(smaller);
    const files = await listStoredFiles(server.storageDir);
    expect(files.some((file) => file.endsWith(firstVersion))).toBe(false);
  });

  it("update (PUT) replaces an existing file", async () => {
    const path = `${user.id}/updated.jpg`;
    const bucket = user.client.storage.from("avatars");
    await bucket.upload(path, world.jpeg, { contentType: "image/jpeg" });
    const smaller = await makeImage(10, 10);
    const { error } = await bucket.update(path, smaller, { contentType: "image/jpeg" });
    expect(error).toBeNull();
    const { data } = await bucket.download(path);
    expect((await data!.arrayBuffer()).byteLength).toBe(smaller.byteLength);
  });
});

describe("list", () => {
  it("lists one folder level, folders as entries without an id", async () => {
    const bucket = user.client.storage.from("private-docs");
    await bucket.upload(`${user.id}/b.txt`, "b", { contentType: "text/plain" });
    await bucket.upload(`${user.id}/a.txt`, "a", { contentType: "text/plain" });
    await bucket.upload(`${user.id}/notes/c.txt`, "c", { contentType: "text/plain" });

    const { data, error } = await bucket.list(user.id);
    expect(error).toBeNull();
    expect(data!.map((entry) => [entry.name, entry.id === null])).toEqual([
      ["notes", true],
      ["a.txt", false],
      ["b.txt", false],
    ]);
    expect(data![1]!.metadata).toMatchObject({ size: 1, mimetype: "text/plain" });

    const top = await bucket.list();
    expect(top.data!.map((entry) => entry.name)).toEqual([user.id]);

    const searched = await bucket.list(user.id, { search: "b" });
    expect(searched.data!.map((entry) => entry.name)).toEqual(["b.txt"]);

    const page = await bucket.list(user.id, { limit: 1, offset: 1 });
    expect(page.data!.map((entry) => entry.name)).toEqual(["a.txt"]);
  });
});

describe("download and URLs", () => {
  it("serves a public file with ETag, Cache-Control, 304 and ranges", async () => {
    const path = `${user.id}/public.jpg`;
    await user.client.storage
      .from("avatars")
      .upload(path, world.jpeg, { contentType: "image/jpeg" });
    const { data } = server.createClient().storage.from("avatars").getPublicUrl(path);
    expect(data.publicUrl).toBe(`http://localhost/storage/v1/object/public/avatars/${path}`);

    const response = await server.fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("max-age=3600");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const eTag = response.headers.get("etag");
    expect(eTag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(world.jpeg);

    const cached = await server.fetch(data.publicUrl, { headers: { "If-None-Match": eTag! } });
    expect(cached.status).toBe(304);

    const partial = await server.fetch(data.publicUrl, { headers: { Range: "bytes=0-9" } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe(`bytes 0-9/${world.jpeg.byteLength}`);
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(world.jpeg.subarray(0, 10));

    const bad = await server.fetch(data.publicUrl, { headers: { Range: "bytes=99999999-" } });
    expect(bad.status).toBe(416);

    const attachment = await server.fetch(`${data.publicUrl}?download=me.jpg`);
    expect(attachment.headers.get("content-disposition")).toBe(
      "attachment; filename=me.jpg; filename*=UTF-8''me.jpg",
    );

    const bucket = user.client.storage.from("avatars");
    expect((await bucket.exists(path)).data).toBe(true);
    const info = await bucket.info(path);
    expect(info.data).toMatchObject({
      name: path,
      bucketId: "avatars",
      size: world.jpeg.byteLength,
      contentType: "image/jpeg",
      etag: eTag,
    });
    expect((await bucket.exists(`${user.id}/nothing.jpg`)).data).toBe(false);
  });

  it("signs URLs for a private file, which expire", async () => {
    const path = `${user.id}/secret.txt`;
    const bucket = user.client.storage.from("private-docs");
    await bucket.upload(path, "top secret", { contentType: "text/plain" });
    expect(
      (await server.fetch(`http://localhost/storage/v1/object/public/private-docs/${path}`)).status,
    ).toBe(400);

    const { data, error } = await bucket.createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(
      new RegExp(`^http://localhost/storage/v1/object/sign/private-docs/${path}\\?token=`),
    );
    const response = await server.fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("top secret");

    const many = await bucket.createSignedUrls([path, `${user.id}/missing.txt`], 60);
    expect(many.data).toEqual([
      expect.objectContaining({ path, error: null, signedUrl: expect.stringContaining("token=") }),
      expect.objectContaining({
        path: `${user.id}/missing.txt`,
        error: "Either the object does not exist or you do not have access to it",
        signedUrl: null,
      }),
    ]);

    // The token names the path: it opens nothing else.
    const other = data!.signedUrl.replace("secret.txt", "a.txt");
    expect(await (await server.fetch(other)).json()).toMatchObject({
      statusCode: "400",
      error: "InvalidSignature",
    });

    server.clock.advance(61);
    const expired = await server.fetch(data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: "400",
      code: "ExpiredToken",
      error: "ExpiredToken",
      message: "The provided token has expired.",
    });
  });
});

describe("image transformation", () => {
  it("resizes with cover, contain and fill, and caches each variant", async () => {
    const path = `${user.id}/resize.jpg`;
    const bucket = user.client.storage.from("avatars");
    await bucket.upload(path, world.jpeg, { contentType: "image/jpeg" });

    const cover = await bucket.download(path, {
      transform: { width: 100, height: 100, resize: "cover" },
    });
    expect(await sharp(Buffer.from(await cover.data!.arrayBuffer())).metadata()).toMatchObject({
      width: 100,
      height: 100,
    });

    const contain = server
      .createClient()
      .storage.from("avatars")
      .getPublicUrl(path, {
        transform: { width: 100, height: 100, resize: "contain" },
      });
    const response = await server.fetch(contain.data.publicUrl);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 100, height: 75, format: "jpeg" });

    const webp = await server.fetch(contain.data.publicUrl, {
      headers: { Accept: "image/webp,*/*" },
    });
    expect(webp.headers.get("content-type")).toBe("image/webp");

    const fill = await bucket.download(path, {
      transform: { width: 50, height: 200, resize: "fill" },
    });
    expect(await sharp(Buffer.from(await fill.data!.arrayBuffer())).metadata()).toMatchObject({
      width: 50,
      height: 200,
    });

    const version = await readVersion("avatars", path);
    const variants = (await listStoredFiles(server.storageDir)).filter((file) =>
      file.includes(`/variants/${version}/`),
    );
    expect(variants).toHaveLength(4);
    const again = await server.fetch(contain.data.publicUrl);
    expect(again.headers.get("etag")).toBe(response.headers.get("etag"));
  });

  it("refuses to transform a file that is not an image", async () => {
    const path = `${user.id}/notes.txt`;
    const bucket = user.client.storage.from("private-docs");
    await bucket.upload(path, "just words", { contentType: "text/plain" });
    const { error } = await bucket.download(path, { transform: { width: 100 } });
    expect(error).toMatchObject({ status: 400, statusCode: "422" });
  });

  it("signs a transformation into the URL", async () => {
    const path = `${user.id}/signed-resize.jpg`;
    const bucket = user.client.storage.from("avatars");
    await bucket.upload(path, world.jpeg, { contentType: "image/jpeg" });
    const { data } = await bucket.createSignedUrl(path, 60, {
      transform: { width: 80, height: 60 },
    });
    expect(data!.signedUrl).toContain("/render/image/sign/");
    const response = await server.fetch(data!.signedUrl);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({
      width: 80,
      height: 60,
    });
  });
});

describe("move, copy, remove", () => {
  it("moves and copies within the user's folder", async () => {
    const bucket = user.client.storage.from("avatars");
    await bucket.upload(`${user.id}/old.jpg`, world.jpeg, { contentType: "image/jpeg" });

    const moved = await bucket.move(`${user.id}/old.jpg`, `${user.id}/new.jpg`);
    expect(moved).toEqual({
      data: { message: "Successfully moved", Id: expect.any(String), Key: `${user.id}/new.jpg` },
      error: null,
    });
    expect((await bucket.download(`${user.id}/old.jpg`)).error).toMatchObject({
      statusCode: "404",
    });

    const copied = await bucket.copy(`${user.id}/new.jpg`, `${user.id}/copy.jpg`);
    expect(copied).toEqual({ data: { path: `avatars/${user.id}/copy.jpg` }, error: null });
    for (const name of ["new.jpg", "copy.jpg"]) {
      const { data } = await bucket.download(`${user.id}/${name}`);
      expect(Buffer.from(await data!.arrayBuffer())).toEqual(world.jpeg);
    }
    expect(await readVersion("avatars", `${user.id}/copy.jpg`)).not.toBe(
      await readVersion("avatars", `${user.id}/new.jpg`),
    );
  });

  it("removes rows and files, answering the removed objects", async () => {
    const bucket = user.client.storage.from("avatars");
    const path = `${user.id}/gone.jpg`;
    await bucket.upload(path, world.jpeg, { contentType: "image/jpeg" });
    const version = await readVersion("avatars", path);

    const { data, error } = await bucket.remove([path, `${user.id}/never-there.jpg`]);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ name: path, bucket_id: "avatars" })]);
    expect((await bucket.download(path)).error).toMatchObject({ statusCode: "404" });
    expect((await listStoredFiles(server.storageDir)).some((file) => file.includes(version))).toBe(
      false,
    );
  });
});

describe("buckets", () => {
  it("lists and gets buckets with the service role", async () => {
    const admin = server.createAdminClient();
    const { data } = await admin.storage.listBuckets();
    expect(data!.map((bucket) => bucket.id)).toEqual(
      expect.arrayContaining(["avatars", "temple-media", "live-thumbnails"]),
    );
    const avatars = await admin.storage.getBucket("avatars");
    expect(avatars.data).toMatchObject({
      id: "avatars",
      public: true,
      file_size_limit: 2097152,
      allowed_mime_types: ["image/jpeg", "image/png", "image/webp"],
    });
  });
});

describe("a write that fails halfway", () => {
  it("leaves no file and no row when the body stream errors", async () => {
    const before = await listStoredFiles(server.storageDir);
    const rows = await countObjectRows(server, "avatars");
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) {
          controller.enqueue(new Uint8Array(world.jpeg.subarray(0, 1000)));
          sent += 1;
        } else controller.error(new Error("connection lost"));
      },
    });
    const { error } = await user.client.storage
      .from("avatars")
      .upload(`${user.id}/broken.jpg`, body, { contentType: "image/jpeg" });
    expect(error).not.toBeNull();
    expect(await listStoredFiles(server.storageDir)).toEqual(before);
    expect(await countObjectRows(server, "avatars")).toBe(rows);
  });
});
