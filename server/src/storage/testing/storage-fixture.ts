import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { createTestServer, type TestServer } from "../../testing/create-test-server.ts";

export interface StorageTestServer extends TestServer {
  storageDir: string;
}

/** A test server whose files go to a fresh temporary directory, removed on close. */
export async function createStorageTestServer(
  env: Record<string, string> = {},
): Promise<StorageTestServer> {
  const storageDir = await mkdtemp(join(tmpdir(), "setu-storage-"));
  const server = await createTestServer({ env: { STORAGE_DIR: storageDir, ...env } });
  return {
    ...server,
    storageDir,
    async close() {
      await server.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

/**
 * A private bucket whose files only their owner (first folder = user id) may read or write,
 * the policy shape Supabase documents for user folders.
 */
export async function createPrivateBucket(server: TestServer, id: string): Promise<void> {
  await server.db.exec(`
    insert into storage.buckets (id, name, public) values ('${id}', '${id}', false);
    create policy "${id}: owners only" on storage.objects for all to authenticated
      using (bucket_id = '${id}' and (select auth.uid())::text = (storage.foldername(name))[1])
      with check (bucket_id = '${id}' and (select auth.uid())::text = (storage.foldername(name))[1]);
  `);
}

/** Every file under the storage directory (object versions, variants, temporary files). */
export async function listStoredFiles(storageDir: string): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export async function countObjectRows(server: TestServer, bucketId: string): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>(
    "select count(*)::int as count from storage.objects where bucket_id = $1",
    [bucketId],
  );
  return rows[0]!.count;
}

/** A solid-colour image of the given size and format, made with sharp. */
export function makeImage(
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" = "jpeg",
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#e07020" } })
    .toFormat(format)
    .toBuffer();
}
