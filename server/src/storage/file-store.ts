import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { IMAGE_HEAD_BYTES } from "./image-type.ts";
import { storageErrors } from "./storage-errors.ts";

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SavedFile {
  size: number;
  /** Quoted MD5 of the bytes, as S3 and Supabase Storage send it. */
  eTag: string;
}

export interface SaveOptions {
  maxBytes: number;
  /** Called once with the first bytes (fewer for a shorter file); throwing aborts the write. */
  inspectHead(head: Uint8Array): void;
}

/**
 * Object bytes on disk, one file per object version: `<root>/objects/<ab>/<version>`. Names
 * come from server-made UUIDs, never from object keys, so no request can reach outside `root`.
 * Each write goes to a temporary file in the same directory, is fsynced, then renamed, so a
 * crash leaves either the whole file or none. Resized images live under `<root>/variants/`.
 */
export interface FileStore {
  save(
    chunks: AsyncIterable<Uint8Array>,
    options: SaveOptions,
  ): Promise<SavedFile & { version: string }>;
  copy(fromVersion: string, toVersion: string): Promise<void>;
  remove(version: string): Promise<void>;
  pathOf(version: string): string;
  size(version: string): Promise<number>;
  read(version: string, range?: { start: number; end: number }): Readable;
  /** A cached variant's path, and a writer that stores one atomically. */
  variantPathOf(version: string, name: string): string;
  saveVariant(version: string, name: string, bytes: Uint8Array): Promise<void>;
}

export function createFileStore(root: string): FileStore {
  const pathOf = (version: string) => {
    if (!VERSION.test(version)) throw new Error(`not an object version: ${version}`);
    return join(root, "objects", version.slice(0, 2), version);
  };
  const variantPathOf = (version: string, name: string) => join(root, "variants", version, name);

  return {
    pathOf,
    variantPathOf,
    async save(chunks, options) {
      const version = randomUUID();
      const target = pathOf(version);
      const saved = await writeAtomically(target, async (write) => {
        const hash = createHash("md5");
        let size = 0;
        let head: Uint8Array = new Uint8Array(0);
        let isInspected = false;
        for await (const chunk of chunks) {
          size += chunk.byteLength;
          if (size > options.maxBytes) throw storageErrors.entityTooLarge();
          if (!isInspected) {
            head = concat(head, chunk);
            if (head.byteLength >= IMAGE_HEAD_BYTES) {
              options.inspectHead(head);
              isInspected = true;
            }
          }
          hash.update(chunk);
          await write(chunk);
        }
        if (!isInspected) options.inspectHead(head);
        return { size, eTag: `"${hash.digest("hex")}"` };
      });
      return { ...saved, version };
    },
    async copy(fromVersion, toVersion) {
      await writeAtomically(pathOf(toVersion), async (write) => {
        for await (const chunk of createReadStream(pathOf(fromVersion)))
          await write(chunk as Buffer);
      });
    },
    async remove(version) {
      await rm(pathOf(version), { force: true });
      await rm(join(root, "variants", version), { recursive: true, force: true });
    },
    async size(version) {
      return (await stat(pathOf(version))).size;
    },
    read(version, range) {
      return createReadStream(pathOf(version), range);
    },
    async saveVariant(version, name, bytes) {
      await writeAtomically(variantPathOf(version, name), (write) => write(bytes));
    },
  };
}

/** Writes through a temporary sibling, fsyncs and renames; on failure nothing is left behind. */
async function writeAtomically<T>(
  target: string,
  fill: (write: (bytes: Uint8Array) => Promise<void>) => Promise<T>,
): Promise<T> {
  await mkdir(dirname(target), { recursive: true });
  const temporary = join(dirname(target), `.${randomUUID()}.tmp`);
  const handle = await open(temporary, "wx", 0o600);
  try {
    const result = await fill(async (bytes) => {
      await handle.write(bytes);
    });
    await handle.sync();
    await handle.close();
    await rename(temporary, target);
    return result;
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.byteLength + b.byteLength);
  joined.set(a);
  joined.set(b, a.byteLength);
  return joined;
}
