import { detectImageType, SNIFFABLE_TYPES } from "./image-type.ts";
import { storageErrors } from "./storage-errors.ts";

/** `image/png; charset=x` -> `image/png`. */
export function essenceOf(mimeType: string): string {
  return mimeType.split(";")[0]!.trim().toLowerCase();
}

/** Storage's check of a declared type against a bucket's list (`image/*` allows any image). */
export function checkAllowedMimeType(mimeType: string, allowed: readonly string[]): void {
  const [type, subtype] = essenceOf(mimeType).split("/");
  const isAllowed = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.toLowerCase().split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
  if (!subtype || !isAllowed) throw storageErrors.invalidMimeType(mimeType);
}

/**
 * The bytes must be what the header says: a declared type we can recognise (JPEG, PNG, GIF,
 * WebP, AVIF, HEIC) must match the file's magic number, so a renamed script is refused.
 */
export function checkBytesMatchType(mimeType: string, head: Uint8Array): void {
  const declared = essenceOf(mimeType);
  if (!SNIFFABLE_TYPES.has(declared)) return;
  if (detectImageType(head) !== declared) throw storageErrors.invalidMimeType(mimeType);
}
