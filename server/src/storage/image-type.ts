/** How many leading bytes `detectImageType` needs. */
export const IMAGE_HEAD_BYTES = 32;

const ISO_BMFF_BRANDS: Readonly<Record<string, string>> = {
  avif: "image/avif",
  avis: "image/avif",
  heic: "image/heic",
  heix: "image/heic",
  mif1: "image/heif",
};

/** The MIME types `detectImageType` can recognise, so only these are checked against bytes. */
export const SNIFFABLE_TYPES: ReadonlySet<string> = new Set([
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  ...Object.values(ISO_BMFF_BRANDS),
]);

function hasBytes(head: Uint8Array, offset: number, bytes: readonly number[]): boolean {
  return bytes.every((byte, index) => head[offset + index] === byte);
}

function hasAscii(head: Uint8Array, offset: number, text: string): boolean {
  return hasBytes(
    head,
    offset,
    [...text].map((char) => char.charCodeAt(0)),
  );
}

/** The image type the file's magic number says, or undefined for anything else. */
export function detectImageType(head: Uint8Array): string | undefined {
  if (hasBytes(head, 0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (hasBytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (hasAscii(head, 0, "GIF87a") || hasAscii(head, 0, "GIF89a")) return "image/gif";
  if (hasAscii(head, 0, "RIFF") && hasAscii(head, 8, "WEBP")) return "image/webp";
  if (hasAscii(head, 4, "ftyp")) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    return ISO_BMFF_BRANDS[brand];
  }
  return undefined;
}
