import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageType, IMAGE_HEAD_BYTES } from "./image-type.ts";

const image = (format: "jpeg" | "png" | "webp" | "gif" | "avif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    .toFormat(format)
    .toBuffer();

describe("detectImageType", () => {
  it.each([
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
    ["webp", "image/webp"],
    ["gif", "image/gif"],
    ["avif", "image/avif"],
  ] as const)("recognises %s from its first bytes", async (format, type) => {
    const bytes = await image(format);
    expect(detectImageType(bytes.subarray(0, IMAGE_HEAD_BYTES))).toBe(type);
  });

  it.each([
    ["HTML", "<html><script>alert(1)</script>"],
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["an MP4 video", "\u0000\u0000\u0000\u0018ftypisom"],
    ["nothing", ""],
  ])("does not take %s for an image", (_, text) => {
    expect(detectImageType(new TextEncoder().encode(text))).toBeUndefined();
  });
});
