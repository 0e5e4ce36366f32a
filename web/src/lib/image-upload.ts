import type { SupabaseClient } from "@supabase/supabase-js";
import { getSupabase } from "./supabase";

/** The image buckets and their rules, as the storage migration creates them. */
export const IMAGE_BUCKETS = {
  avatars: { maxBytes: 2 * 1024 * 1024 },
  "temple-media": { maxBytes: 5 * 1024 * 1024 },
  "live-thumbnails": { maxBytes: 2 * 1024 * 1024 },
} as const;

export type ImageBucket = keyof typeof IMAGE_BUCKETS;

/** What every image bucket accepts, with the names people know them by. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/webp": "WebP",
};

export type ImageProblem = "wrong_type" | "too_large" | "not_allowed" | "failed";

/** A refused or failed upload; the control words its message from `problem`, never the text. */
export class ImageUploadError extends Error {
  readonly problem: ImageProblem;

  constructor(problem: ImageProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

/** The problem with a file before any byte is sent, or undefined when it may be uploaded. */
export function findImageProblem(file: File, maxBytes: number): ImageProblem | undefined {
  if (!(file.type in IMAGE_TYPES)) return "wrong_type";
  if (file.size > maxBytes) return "too_large";
  return undefined;
}

/** Storage's `statusCode` for a refused upload, as a problem the user can act on. */
function problemOfStatus(statusCode: string | undefined): ImageProblem {
  if (statusCode === "413") return "too_large";
  if (statusCode === "415") return "wrong_type";
  if (statusCode === "403") return "not_allowed";
  return "failed";
}

export interface UploadImageInput {
  bucket: ImageBucket;
  /** The object path, starting with the folder the policies allow: a user id or a temple id. */
  path: string;
  file: File;
  /** Replace a file already at `path` (a new profile photo under the same name). */
  upsert?: boolean;
}

/**
 * Uploads an image through supabase.storage (so it works the same on hosted Supabase) and
 * returns its public URL. Files are checked first, so a wrong type or size never leaves the device.
 */
export async function uploadImage(
  input: UploadImageInput,
  client?: SupabaseClient,
): Promise<{ path: string; publicUrl: string }> {
  const problem = findImageProblem(input.file, IMAGE_BUCKETS[input.bucket].maxBytes);
  if (problem) throw new ImageUploadError(problem, `${input.file.name} cannot be uploaded`);
  const storage = (client ?? (await getSupabase())).storage.from(input.bucket);
  const { data, error } = await storage.upload(input.path, input.file, {
    contentType: input.file.type,
    cacheControl: "3600",
    upsert: input.upsert ?? false,
  });
  if (error) {
    const statusCode = (error as { statusCode?: string }).statusCode;
    throw new ImageUploadError(problemOfStatus(statusCode), error.message);
  }
  return { path: data.path, publicUrl: storage.getPublicUrl(data.path).data.publicUrl };
}

/**
 * A resized copy's URL (Supabase image transformation), so a phone downloads the size it
 * shows rather than the 4 MB original.
 */
export async function getImageUrl(
  bucket: ImageBucket,
  path: string,
  size: { width: number; height?: number; resize?: "cover" | "contain" | "fill" },
  client?: SupabaseClient,
): Promise<string> {
  const storage = (client ?? (await getSupabase())).storage.from(bucket);
  return storage.getPublicUrl(path, { transform: size }).data.publicUrl;
}
