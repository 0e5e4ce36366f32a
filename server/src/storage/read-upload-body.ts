import type { Context } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import type { UploadBody } from "./services/upload-object.ts";
import { storageErrors } from "./storage-errors.ts";

// Room for the multipart boundaries and the small fields storage-js sends beside the file.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads an upload as storage-js sends it: a multipart form (Blob/File: the file part, then
 * `cacheControl` and `metadata` fields) or a raw body (`content-type`, `cache-control`,
 * base64 `x-metadata`). The byte limit is enforced while the body streams, never after.
 */
export function readUploadBody(c: Context<AppEnv>) {
  return async (maxBytes: number): Promise<UploadBody> => {
    const contentType = c.req.header("content-type") ?? "";
    const declared = Number(c.req.header("content-length"));
    const overhead = contentType.startsWith("multipart/form-data") ? MULTIPART_OVERHEAD_BYTES : 0;
    if (Number.isFinite(declared) && declared > maxBytes + overhead) {
      throw storageErrors.entityTooLarge();
    }
    const body = c.req.raw.body;
    if (overhead > 0) return readMultipart(body, contentType, maxBytes, maxBytes + overhead);
    return {
      mimeType: contentType || "application/octet-stream",
      cacheControl: c.req.header("cache-control") ?? "no-cache",
      userMetadata: decodeMetadata(c.req.header("x-metadata"), "base64"),
      chunks: body ?? emptyChunks(),
    };
  };
}

async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  maxFileBytes: number,
  maxBodyBytes: number,
): Promise<UploadBody> {
  if (!body) throw storageErrors.noContent();
  let total = 0;
  const limited = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > maxBodyBytes) controller.error(storageErrors.entityTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(limited, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw total > maxBodyBytes ? storageErrors.entityTooLarge() : storageErrors.noContent();
  }
  const file = [...form.values()].find((value): value is File => typeof value !== "string");
  if (!file) throw storageErrors.noContent();
  if (file.size > maxFileBytes) throw storageErrors.entityTooLarge();
  const cacheControl = form.get("cacheControl");
  const mimeType = form.get("contentType");
  return {
    mimeType: (typeof mimeType === "string" && mimeType) || file.type || "application/octet-stream",
    cacheControl:
      typeof cacheControl === "string" && cacheControl ? `max-age=${cacheControl}` : "no-cache",
    userMetadata: decodeMetadata(form.get("metadata") ?? form.get("userMetadata"), "utf8"),
    chunks: file.stream(),
  };
}

function decodeMetadata(
  value: unknown,
  encoding: "base64" | "utf8",
): Record<string, unknown> | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, encoding).toString("utf8"));
    return typeof parsed === "object" && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

async function* emptyChunks(): AsyncIterable<Uint8Array> {}
