import { beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../app.ts";
import { listStoredFiles, makeImage } from "./testing/storage-fixture.ts";
import { useStorageWorld } from "./testing/use-storage-world.ts";

// Abuse cases: each gets a clear 4xx in Storage's shape and leaves no file and no row behind.
const OBJECT_URL = "http://localhost/storage/v1/object";
const AVATARS_LIMIT = 2 * 1024 * 1024;
const GLOBAL_LIMIT = 3 * 1024 * 1024;

const world = useStorageWorld({
  users: ["a", "b"],
  jpegSize: [16, 16],
  env: { STORAGE_FILE_SIZE_LIMIT: String(GLOBAL_LIMIT) },
});
const {
  server,
  users: { a, b },
} = world;

async function snapshot(): Promise<{ files: string[]; rows: number }> {
  const { rows } = await server.db.query<{ count: number }>(
    "select count(*)::int as count from storage.objects",
  );
  return { files: await listStoredFiles(server.storageDir), rows: rows[0]!.count };
}

async function expectNothingWritten(before: { files: string[]; rows: number }): Promise<void> {
  expect(await snapshot()).toEqual(before);
}

function rawUpload(
  path: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  contentType: string,
): Promise<Response> {
  return server.fetch(`${OBJECT_URL}/${path}`, {
    method: "POST",
    body,
    headers: {
      Authorization: `Bearer ${a.accessToken}`,
      apikey: server.keys.anonKey,
      "Content-Type": contentType,
    },
    duplex: "half",
  } as RequestInit);
}

beforeAll(async () => {
  await server.db.exec(
    "insert into storage.buckets (id, name, public) values ('unlimited', 'unlimited', false)",
  );
});

describe("path traversal", () => {
  const keys = [
    ["an encoded slash after ..", (id: string) => `avatars/${id}/..%2F..%2Fescape.jpg`],
    ["fully encoded ../", (id: string) => `avatars/${id}/%2e%2e%2fescape.jpg`],
    ["an encoded absolute path", () => "avatars/%2Fetc%2Fpasswd"],
    ["a backslash", (id: string) => `avatars/${id}/..%5C..%5Cescape.jpg`],
    ["a NUL byte", (id: string) => `avatars/${id}/photo.jpg%00.png`],
    ["a ./ segment", (id: string) => `avatars/${id}/.%2Fphoto.jpg`],
    ["an empty segment", (id: string) => `avatars/${id}//photo.jpg`],
  ] as const;

  it.each(keys)("refuses a key with %s (InvalidKey)", async (_, path) => {
    const before = await snapshot();
    const response = await rawUpload(path(a.id), new Uint8Array(world.jpeg), "image/jpeg");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "400", code: "InvalidKey" });
    await expectNothingWritten(before);
  });

  it("refuses a traversing bucket name", async () => {
    const before = await snapshot();
    const response = await rawUpload(
      `..%2F..%2Fetc/${a.id}/x.jpg`,
      new Uint8Array(world.jpeg),
      "image/jpeg",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "400", code: "InvalidBucketName" });
    await expectNothingWritten(before);
  });

  it("refuses traversal on download and signing too", async () => {
    const download = await server.fetch(`${OBJECT_URL}/public/avatars/${a.id}/..%2F..%2Fsecret`);
    expect(await download.json()).toMatchObject({ code: "InvalidKey" });
    const signed = await a.client.storage.from("avatars").createSignedUrl(`${a.id}/..%2Fx`, 60);
    expect(signed.error).toMatchObject({ statusCode: "400" });
  });
});

describe("oversized bodies", () => {
  it("refuses a body over the bucket's limit from its Content-Length, before reading it", async () => {
    const before = await snapshot();
    const { error } = await a.client.storage
      .from("avatars")
      .upload(`${a.id}/big.jpg`, Buffer.concat([world.jpeg, Buffer.alloc(AVATARS_LIMIT)]), {
        contentType: "image/jpeg",
      });
    expect(error).toMatchObject({
      status: 400,
      statusCode: "413",
      message: expect.stringContaining("exceeded"),
    });
    await expectNothingWritten(before);
  });

  it("stops a streamed body without Content-Length once it passes the limit", async () => {
    const before = await snapshot();
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    chunk.set(world.jpeg.subarray(0, 32));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit: the server must stop reading, not buffer it all.
        if (sent++ < 64) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await rawUpload(`avatars/${a.id}/stream.jpg`, body, "image/jpeg");
    expect(await response.json()).toMatchObject({ statusCode: "413", code: "EntityTooLarge" });
    expect(sent).toBeLessThan(64);
    await expectNothingWritten(before);
  });

  it("refuses an oversized multipart upload", async () => {
    const before = await snapshot();
    const blob = new Blob([new Uint8Array(world.jpeg), new Uint8Array(AVATARS_LIMIT)], {
      type: "image/jpeg",
    });
    const { error } = await a.client.storage.from("avatars").upload(`${a.id}/big.jpg`, blob);
    expect(error).toMatchObject({ statusCode: "413" });
    await expectNothingWritten(before);
  });

  it("applies the server-wide cap to a bucket without its own limit", async () => {
    const before = await snapshot();
    const { error } = await server
      .createAdminClient()
      .storage.from("unlimited")
      .upload("huge.bin", Buffer.alloc(GLOBAL_LIMIT + 1), {
        contentType: "application/octet-stream",
      });
    expect(error).toMatchObject({ statusCode: "413" });
    await expectNothingWritten(before);
  });
});

describe("the body limit outside storage", () => {
  it("still refuses a body over 1 MB on the other APIs", async () => {
    const response = await server.fetch("http://localhost/rest/v1/user_roles", {
      method: "POST",
      body: JSON.stringify({ padding: "x".repeat(MAX_BODY_BYTES) }),
      headers: { apikey: server.keys.anonKey, "Content-Type": "application/json" },
    });
    expect(response.status).toBe(413);
  });
});

describe("wrong MIME types", () => {
  it("refuses a declared type the bucket does not allow", async () => {
    const before = await snapshot();
    const { error } = await a.client.storage
      .from("avatars")
      .upload(`${a.id}/page.html`, "<html></html>", { contentType: "text/html" });
    expect(error).toMatchObject({
      statusCode: "415",
      message: "mime type text/html is not supported",
    });
    await expectNothingWritten(before);
  });

  it("refuses bytes that are not the declared image type", async () => {
    const before = await snapshot();
    const html = await a.client.storage
      .from("avatars")
      .upload(`${a.id}/fake.jpg`, "<script>alert(1)</script>", { contentType: "image/jpeg" });
    expect(html.error).toMatchObject({ statusCode: "415" });
    const png = await makeImage(8, 8, "png");
    const mislabelled = await a.client.storage
      .from("avatars")
      .upload(`${a.id}/fake2.jpg`, new Blob([new Uint8Array(png)], { type: "image/jpeg" }));
    expect(mislabelled.error).toMatchObject({ statusCode: "415" });
    await expectNothingWritten(before);
  });
});

describe("another user's folder", () => {
  it("is refused with AccessDenied and nothing is written", async () => {
    const before = await snapshot();
    const { error } = await b.client.storage
      .from("avatars")
      .upload(`${a.id}/intruder.jpg`, world.jpeg, { contentType: "image/jpeg" });
    expect(error).toMatchObject({
      statusCode: "403",
      message: "new row violates row-level security policy",
    });
    await expectNothingWritten(before);
  });
});

describe("tokens", () => {
  it("refuses a forged bearer token", async () => {
    const before = await snapshot();
    const response = await server.fetch(`${OBJECT_URL}/avatars/${a.id}/x.jpg`, {
      method: "POST",
      body: new Uint8Array(world.jpeg),
      headers: { Authorization: "Bearer not.a.jwt", "Content-Type": "image/jpeg" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "403", error: "Unauthorized" });
    await expectNothingWritten(before);
  });

  it("does not accept a user's access token as a signed-URL token", async () => {
    await a.client.storage
      .from("avatars")
      .upload(`${a.id}/p.jpg`, world.jpeg, { contentType: "image/jpeg" });
    const response = await server.fetch(
      `${OBJECT_URL}/sign/avatars/${a.id}/p.jpg?token=${a.accessToken}`,
    );
    expect(await response.json()).toMatchObject({ statusCode: "400", code: "InvalidSignature" });
  });
});
