import { existsSync } from "node:fs";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../rest/testing/create-test-user.ts";
import {
  countObjectRows,
  createStorageTestServer,
  makeImage,
  type StorageTestServer,
} from "./testing/storage-fixture.ts";

// Buckets through storage-js (supabase.storage.createBucket and the rest), who may manage them,
// and answers that must match Supabase Storage's on the wire.
let server: StorageTestServer;
let admin: SupabaseClient;
let user: TestUser;
let jpeg: Buffer;

beforeAll(async () => {
  server = await createStorageTestServer();
  admin = server.createAdminClient();
  user = await createTestUser(server, "bucket-user");
  jpeg = await makeImage(200, 100);
});

afterAll(() => server.close());

/** Where the server keeps the bytes of an object's current version. */
async function fileOf(bucketId: string, name: string): Promise<string> {
  const { rows } = await server.db.query<{ version: string }>(
    "select version from storage.objects where bucket_id = $1 and name = $2",
    [bucketId, name],
  );
  const version = rows[0]!.version;
  return `${server.storageDir}/objects/${version.slice(0, 2)}/${version}`;
}

describe("bucket API for the service role", () => {
  it("creates, reads, lists, updates, empties and deletes a bucket", async () => {
    const created = await admin.storage.createBucket("course-notes", {
      public: false,
      fileSizeLimit: "1MB",
      allowedMimeTypes: ["application/pdf", "image/*"],
    });
    expect(created).toEqual({ data: { name: "course-notes" }, error: null });

    const got = await admin.storage.getBucket("course-notes");
    expect(got.error).toBeNull();
    expect(got.data).toMatchObject({
      id: "course-notes",
      name: "course-notes",
      public: false,
      file_size_limit: 1_000_000,
      allowed_mime_types: ["application/pdf", "image/*"],
    });
    const listed = await admin.storage.listBuckets();
    expect(listed.data?.map((bucket) => bucket.id)).toContain("course-notes");

    const updated = await admin.storage.updateBucket("course-notes", {
      public: true,
      fileSizeLimit: 2048,
      allowedMimeTypes: ["image/jpeg"],
    });
    expect(updated).toEqual({ data: { message: "Successfully updated" }, error: null });
    expect((await admin.storage.getBucket("course-notes")).data).toMatchObject({
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ["image/jpeg"],
    });

    const bucket = admin.storage.from("course-notes");
    const small = await makeImage(8, 8);
    expect(
      (await bucket.upload("a/one.jpg", small, { contentType: "image/jpeg" })).error,
    ).toBeNull();
    expect((await bucket.upload("two.jpg", small, { contentType: "image/jpeg" })).error).toBeNull();
    const files = [
      await fileOf("course-notes", "a/one.jpg"),
      await fileOf("course-notes", "two.jpg"),
    ];
    expect(files.map((file) => existsSync(file))).toEqual([true, true]);

    const refused = await admin.storage.deleteBucket("course-notes");
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({
      message: "The bucket you tried to delete is not empty",
      statusCode: "409",
    });
    expect(await countObjectRows(server, "course-notes")).toBe(2);

    const emptied = await admin.storage.emptyBucket("course-notes");
    expect(emptied.error).toBeNull();
    expect(await countObjectRows(server, "course-notes")).toBe(0);
    expect(await bucket.list()).toEqual({ data: [], error: null });
    expect(files.map((file) => existsSync(file))).toEqual([false, false]);

    const deleted = await admin.storage.deleteBucket("course-notes");
    expect(deleted).toEqual({ data: { message: "Successfully deleted" }, error: null });
    const gone = await admin.storage.getBucket("course-notes");
    expect(gone.error).toMatchObject({ message: "Bucket not found", statusCode: "404" });
  });

  it("answers Storage's errors for a duplicate, a missing bucket and an invalid name", async () => {
    await admin.storage.createBucket("dup-check");
    const duplicate = await server.fetch("http://localhost/storage/v1/bucket", {
      method: "POST",
      headers: {
        authorization: `Bearer ${server.keys.serviceRoleKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ name: "dup-check" }),
    });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({
      statusCode: "409",
      code: "BucketAlreadyExists",
      error: "Duplicate",
      message: "The resource already exists",
    });

    for (const result of [
      await admin.storage.updateBucket("no-such-bucket", { public: true }),
      await admin.storage.deleteBucket("no-such-bucket"),
      await admin.storage.emptyBucket("no-such-bucket"),
    ]) {
      expect(result.error).toMatchObject({ message: "Bucket not found", statusCode: "404" });
    }

    for (const name of ["bad/name", " padded", "list-v2", "upload"]) {
      const invalid = await admin.storage.createBucket(name);
      expect(invalid.error).toMatchObject({ message: "Bucket name invalid", statusCode: "400" });
    }
  });
});

describe("bucket API for other roles", () => {
  it("refuses anon and a signed-in user under the policies on storage.buckets", async () => {
    await admin.storage.createBucket("guarded");
    for (const client of [server.createClient(), user.client]) {
      const created = await client.storage.createBucket("sneaky");
      expect(created.error).toMatchObject({
        message: "new row violates row-level security policy",
        statusCode: "403",
      });
      const updated = await client.storage.updateBucket("guarded", { public: true });
      expect(updated.error).toMatchObject({ message: "Bucket not found", statusCode: "404" });
      const deleted = await client.storage.deleteBucket("guarded");
      expect(deleted.error).toMatchObject({ message: "Bucket not found", statusCode: "404" });
      const emptied = await client.storage.emptyBucket("guarded");
      expect(emptied.error).toMatchObject({
        message: "Access denied: Invalid role",
        statusCode: "403",
      });
    }
    expect((await admin.storage.getBucket("guarded")).data).toMatchObject({ public: false });
    const { rows } = await server.db.query("select id from storage.buckets where id = 'sneaky'");
    expect(rows).toEqual([]);
  });
});

describe("signed upload URLs", () => {
  it("lets whoever holds the URL upload the signer's path once, owned by the signer", async () => {
    const path = `${user.id}/handed-over.jpg`;
    const signed = await user.client.storage.from("avatars").createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({ path, token: expect.any(String) });
    expect(signed.data!.signedUrl).toContain(
      `/storage/v1/object/upload/sign/avatars/${path}?token=`,
    );

    const anon = server.createClient().storage.from("avatars");
    const uploaded = await anon.uploadToSignedUrl(path, signed.data!.token, jpeg, {
      contentType: "image/jpeg",
    });
    expect(uploaded).toEqual({ data: { path, fullPath: `avatars/${path}` }, error: null });
    const { rows } = await server.db.query<{ owner_id: string }>(
      "select owner_id from storage.objects where bucket_id = 'avatars' and name = $1",
      [path],
    );
    expect(rows).toEqual([{ owner_id: user.id }]);

    // Not upsert: the same URL cannot replace what it uploaded.
    const again = await anon.uploadToSignedUrl(path, signed.data!.token, jpeg, {
      contentType: "image/jpeg",
    });
    expect(again.error).toMatchObject({ statusCode: "409" });
    // The token names one path.
    const elsewhere = await anon.uploadToSignedUrl(
      `${user.id}/other.jpg`,
      signed.data!.token,
      jpeg,
      {
        contentType: "image/jpeg",
      },
    );
    expect(elsewhere.error).toMatchObject({ message: "Invalid signature", statusCode: "400" });
  });

  it("is refused for a path the caller's policies do not let them upload", async () => {
    const other = await createTestUser(server, "other-user");
    const refused = await user.client.storage
      .from("avatars")
      .createSignedUploadUrl(`${other.id}/not-mine.jpg`);
    expect(refused.error).toMatchObject({
      message: "new row violates row-level security policy",
      statusCode: "403",
    });
  });
});

describe("answers as Supabase Storage gives them", () => {
  it("object info answers metadata {} for an object uploaded without metadata", async () => {
    const path = `${user.id}/plain.jpg`;
    await user.client.storage.from("avatars").upload(path, jpeg, { contentType: "image/jpeg" });
    const { data, error } = await user.client.storage.from("avatars").info(path);
    expect(error).toBeNull();
    expect(data!.metadata).toEqual({});
  });

  it("a signed URL for a transformed image answers X-Transformations", async () => {
    const path = `${user.id}/signed.jpg`;
    const bucket = user.client.storage.from("avatars");
    await bucket.upload(path, jpeg, { contentType: "image/jpeg" });
    const { data } = await bucket.createSignedUrl(path, 60, {
      transform: { width: 50, height: 40, resize: "contain" },
    });
    const response = await server.fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-transformations")).toBe("height:40,width:50,resizing_type:fit");
  });

  it("a request without an Authorization header answers Storage's message", async () => {
    const response = await server.fetch("http://localhost/storage/v1/bucket", {
      headers: { apikey: server.keys.anonKey },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: "400",
      code: "InvalidRequest",
      error: "Error",
      message: "headers must have required property 'authorization'",
    });
  });

  it("an unknown route answers Storage's 404 and never reaches a bucket named after it", async () => {
    const headers = { authorization: `Bearer ${server.keys.serviceRoleKey}` };
    for (const [method, path] of [
      ["POST", "/object/upload/avatars/x.jpg"],
      ["PUT", "/object/list-v2/avatars"],
      ["GET", "/object/list-v2/avatars/x.jpg"],
      ["DELETE", "/object/upload"],
      ["GET", "/no-such-route?x=1"],
    ] as const) {
      const response = await server.fetch(`http://localhost/storage/v1${path}`, {
        method,
        headers,
        body: method === "POST" || method === "PUT" ? "{}" : undefined,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        statusCode: "404",
        code: "InvalidRequest",
        error: "Not Found",
        message: `Route ${method}:${path} not found`,
      });
    }
    const { rows } = await server.db.query(
      "select name from storage.objects where bucket_id in ('upload', 'list-v2')",
    );
    expect(rows).toEqual([]);
  });
});
