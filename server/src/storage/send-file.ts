import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import type { FileStore } from "./file-store.ts";
import type { StoredObject } from "./repositories/objects.ts";
import type { ServableFile } from "./services/render-image.ts";
import { storageErrors } from "./storage-errors.ts";

/** An object's own bytes as a file to send. */
export function servableObject(files: FileStore, object: StoredObject): ServableFile {
  return {
    path: files.pathOf(object.version),
    size: object.metadata.size,
    mimeType: object.metadata.mimetype,
    eTag: object.metadata.eTag,
    cacheControl: object.metadata.cacheControl,
    lastModified: new Date(object.metadata.lastModified ?? object.updated_at),
  };
}

/** `bytes=a-b`, `bytes=a-` and `bytes=-n`, as Storage parses them; anything else is 416. */
export function parseRange(header: string, size: number): { start: number; end: number } {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!match || size <= 0 || (!match[1] && !match[2])) throw storageErrors.invalidRange();
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix <= 0) throw storageErrors.invalidRange();
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : size - 1;
  if (start > end || start >= size) throw storageErrors.invalidRange();
  return { start, end: Math.min(end, size - 1) };
}

function matchesETag(ifNoneMatch: string | undefined, eTag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(eTag));
}

/**
 * Sends a file as Storage's asset renderer does: ETag (304 on If-None-Match), Cache-Control,
 * Last-Modified, `Accept-Ranges: bytes` and 206 for a Range, `?download` as an attachment.
 */
export function sendFile(
  c: Context<AppEnv>,
  file: ServableFile,
  options: { expires?: Date } = {},
): Response {
  const headers = new Headers({
    "Content-Type": file.mimeType,
    "Cache-Control": file.cacheControl,
    ETag: file.eTag,
    "Last-Modified": file.lastModified.toUTCString(),
    "Accept-Ranges": "bytes",
    // User content is served from the app's origin: never let it run as a document.
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  if (options.expires) headers.set("Expires", options.expires.toUTCString());
  const download = c.req.query("download");
  if (download !== undefined) {
    const name = encodeURIComponent(download);
    headers.set(
      "Content-Disposition",
      name ? `attachment; filename=${name}; filename*=UTF-8''${name}` : "attachment;",
    );
  }
  if (matchesETag(c.req.header("if-none-match"), file.eTag)) {
    return new Response(null, { status: 304, headers });
  }
  const rangeHeader = c.req.header("range");
  const range = rangeHeader ? parseRange(rangeHeader, file.size) : undefined;
  const length = range ? range.end - range.start + 1 : file.size;
  headers.set("Content-Length", String(length));
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
  const status = range ? 206 : 200;
  if (c.req.method === "HEAD") return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(file.path, range)) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
