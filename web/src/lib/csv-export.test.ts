import { describe, expect, it, vi } from "vitest";
import { type CsvColumn, exportCsv, toCsvCell } from "./csv-export";

interface Row {
  name: string;
  amount: number;
}

const columns: readonly CsvColumn<Row>[] = [
  { header: "Name", value: (row) => row.name },
  { header: "Amount", value: (row) => row.amount },
];

function pagesOf(rows: Row[], withTotal: boolean) {
  return vi.fn(async (from: number, to: number) => ({
    rows: rows.slice(from, to + 1),
    total: withTotal ? rows.length : null,
  }));
}

describe("toCsvCell", () => {
  it.each([
    ["plain", "plain"],
    ['say "hari"', '"say ""hari"""'],
    ["a,b", '"a,b"'],
    ["two\nlines", '"two\nlines"'],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+91 98", "'+91 98"],
    ["@sum", "'@sum"],
    ["-1", "'-1"],
    ["राम", "राम"],
  ])("writes %j as %j", (input, expected) => {
    expect(toCsvCell(input)).toBe(expected);
  });

  it("writes numbers as they are, negative ones included, and nothing for absent values", () => {
    expect(toCsvCell(-250)).toBe("-250");
    expect(toCsvCell(null)).toBe("");
    expect(toCsvCell(undefined)).toBe("");
  });
});

describe("exportCsv", () => {
  const rows = Array.from({ length: 7 }, (_, index) => ({ name: `Donor ${index}`, amount: index }));

  it("reads every page, reports progress after each, and writes a header and one line per row", async () => {
    const fetchPage = pagesOf(rows, true);
    const progress: [number, number | null][] = [];
    const blob = await exportCsv({
      columns,
      fetchPage,
      pageSize: 3,
      onProgress: (written, total) => progress.push([written, total]),
    });
    // Decoded keeping the byte-order mark, which spreadsheet programs need.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await blob.arrayBuffer());
    expect(fetchPage.mock.calls).toEqual([
      [0, 2],
      [3, 5],
      [6, 8],
    ]);
    expect(progress).toEqual([
      [3, 7],
      [6, 7],
      [7, 7],
    ]);
    expect(text.startsWith("\uFEFFName,Amount\r\n")).toBe(true);
    expect(text.trimEnd().split("\r\n")).toHaveLength(8);
    expect(text).toContain("Donor 6,6\r\n");
  });

  it("stops on a short page when the server gives no total", async () => {
    const fetchPage = pagesOf(rows, false);
    await exportCsv({ columns, fetchPage, pageSize: 7 });
    // A full page may not be the last: one more request finds it empty.
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      exportCsv({ columns, fetchPage: pagesOf(rows, true), signal: controller.signal }),
    ).rejects.toThrow();
  });
});
