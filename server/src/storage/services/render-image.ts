import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import type { z } from "zod";
import type { StoredObject } from "../repositories/objects.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { StorageError } from "../storage-errors.ts";
import type { transformSchema } from "../transform-schema.ts";

export type TransformOptions = z.infer<typeof transformSchema>;

/** A file ready to send: an object's own bytes or a cached variant. */
export interface ServableFile {
  path: string;
  size: number;
  mimeType: string;
  eTag: string;
  cacheControl: string;
  lastModified: Date;
}

const SIZE = { min: 1, max: 2500 };
const DEFAULT_QUALITY = 80;
// imgproxy's resizing types behind Storage: cover crops to fill the box, contain fits inside it,
// fill stretches; none of them enlarges a smaller image.
const FIT = { cover: "cover", contain: "inside", fill: "fill" } as const;

// sharp (libvips) loads with the first image rendered: a server that serves no image
// transformation never holds it (about 17 MiB).
const loadSharp = () => import("sharp").then((module) => module.default);
const OUTPUT = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
} as const;

const clamp = (value: number) => Math.min(Math.max(Math.round(value), SIZE.min), SIZE.max);

/** The transformation as Storage writes it into signed tokens: `width:200,height:100,resize:cover`. */
export function formatTransformations(options: TransformOptions): string {
  return Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}:${String(value)}`)
    .join(",");
}

/**
 * The `X-Transformations` header Storage sends with a rendered image: the options as imgproxy
 * took them (`height:100,width:200,resizing_type:fill`), in Storage's order.
 */
export function describeTransformations(options: TransformOptions): string {
  const segments: string[] = [];
  if (options.height) segments.push(`height:${clamp(options.height)}`);
  if (options.width) segments.push(`width:${clamp(options.width)}`);
  if (options.width || options.height) {
    const resizingType = { cover: "fill", contain: "fit", fill: "force" }[
      options.resize ?? "cover"
    ];
    segments.push(`resizing_type:${resizingType}`);
  }
  if (options.quality) segments.push(`quality:${options.quality}`);
  if (options.format && options.format !== "origin") segments.push(`format:${options.format}`);
  return segments.join(",");
}

export function parseTransformations(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split(",")
      .filter((part) => part.includes(":"))
      .map((part) => [part.slice(0, part.indexOf(":")), part.slice(part.indexOf(":") + 1)]),
  );
}

function pickFormat(
  options: TransformOptions,
  sourceFormat: string,
  accept: string,
): keyof typeof OUTPUT {
  if (options.format === "avif" || options.format === "webp") return options.format;
  // Like Storage's imgproxy, answer WebP to browsers that accept it unless `format=origin`.
  if (options.format !== "origin" && accept.includes("image/webp")) return "webp";
  return sourceFormat in OUTPUT ? (sourceFormat as keyof typeof OUTPUT) : "jpeg";
}

/**
 * Resizes an image object with sharp and keeps the result on disk beside the object's version,
 * so each variant is computed once; a new upload has a new version and so new variants.
 */
export async function renderImage(
  deps: Pick<StorageDeps, "files">,
  object: StoredObject,
  options: TransformOptions,
  accept: string,
): Promise<ServableFile> {
  const source = deps.files.pathOf(object.version);
  const width = options.width === undefined ? undefined : clamp(options.width);
  const height = options.height === undefined ? undefined : clamp(options.height);
  const quality = Math.min(Math.max(Math.round(options.quality ?? DEFAULT_QUALITY), 20), 100);
  const resize = options.resize ?? "cover";
  // The output follows the stored type, so a cached variant is served without decoding anything;
  // a file that is not an image fails in sharp below and is refused.
  const format = pickFormat(options, object.metadata.mimetype.replace(/^image\//, ""), accept);
  const name = `${width ?? ""}x${height ?? ""}-${resize}-q${quality}.${format}`;
  let size: number;
  try {
    size = await ensureVariant(deps, object.version, name, async () =>
      (await loadSharp())(source)
        .rotate()
        .resize({ width, height, fit: FIT[resize], withoutEnlargement: true })
        .toFormat(format, { quality })
        .toBuffer(),
    );
  } catch (error) {
    throw new StorageError(422, "InvalidRequest", "Image transformation request was rejected", {
      cause: error,
    });
  }
  const path = deps.files.variantPathOf(object.version, name);
  const eTag = `"${createHash("md5").update(`${object.metadata.eTag}/${name}`).digest("hex")}"`;
  return {
    path,
    size,
    mimeType: OUTPUT[format],
    eTag,
    cacheControl: object.metadata.cacheControl,
    lastModified: new Date(object.updated_at),
  };
}

async function ensureVariant(
  deps: Pick<StorageDeps, "files">,
  version: string,
  name: string,
  make: () => Promise<Buffer>,
): Promise<number> {
  const cached = await stat(deps.files.variantPathOf(version, name)).catch(() => undefined);
  if (cached) return cached.size;
  const bytes = await make();
  await deps.files.saveVariant(version, name, bytes);
  return bytes.byteLength;
}
