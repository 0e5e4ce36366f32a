import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff-to-sfnt.ts";

const woff = readFileSync(
  createRequire(import.meta.url).resolve(
    "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff",
  ),
);

/** OpenType's table checksum: the sum of the table's big-endian 32-bit words, zero-padded. */
function checksum(table: Buffer): number {
  const padded = Buffer.alloc(Math.ceil(table.length / 4) * 4);
  table.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe("woffToSfnt", () => {
  it("unwraps every table to the bytes the WOFF file promises (length and checksum)", () => {
    const sfnt = woffToSfnt(woff);
    const numTables = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    expect(numTables).toBeGreaterThan(10);
    for (let i = 0; i < numTables; i++) {
      const entry = 44 + i * 20;
      const record = 12 + i * 16;
      const offset = sfnt.readUInt32BE(record + 8);
      const length = sfnt.readUInt32BE(record + 12);
      expect(sfnt.readUInt32BE(record)).toBe(woff.readUInt32BE(entry));
      expect(offset % 4).toBe(0);
      expect(length).toBe(woff.readUInt32BE(entry + 12));
      const tag = sfnt.toString("latin1", record, record + 4);
      const table = Buffer.from(sfnt.subarray(offset, offset + length));
      // head's checksum is taken with its checkSumAdjustment field (at 8) as zero.
      if (tag === "head") table.writeUInt32BE(0, 8);
      expect(checksum(table), tag).toBe(woff.readUInt32BE(entry + 16));
    }
  });

  it("refuses what is not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("OTTO0000"))).toThrow("not a WOFF 1.0 font");
  });
});
