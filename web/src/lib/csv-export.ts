/** One column of an export: its header and how a row's cell is read. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** One page of rows and, when the server counted them, how many there are in all. */
export interface CsvPage<Row> {
  rows: Row[];
  total: number | null;
}

export interface CsvExportOptions<Row> {
  columns: readonly CsvColumn<Row>[];
  /** Rows `from` to `to` inclusive, as supabase-js `.range(from, to)` takes them. */
  fetchPage: (from: number, to: number) => Promise<CsvPage<Row>>;
  pageSize?: number;
  /** Rows written so far and the total when known, after each page. */
  onProgress?: (written: number, total: number | null) => void;
  signal?: AbortSignal;
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 cell: quoted when it must be, and never read as a formula by a spreadsheet. */
export function toCsvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(toCsvCell).join(",")}\r\n`;
}

/**
 * Reads rows page by page into a CSV file, so a large export never asks the server for
 * everything at once and can report its progress. Starts with a byte-order mark so spreadsheet
 * programs read Devanagari names as UTF-8.
 */
export async function exportCsv<Row>({
  columns,
  fetchPage,
  pageSize = 500,
  onProgress,
  signal,
}: CsvExportOptions<Row>): Promise<Blob> {
  const parts: string[] = ["\uFEFF", toCsvLine(columns.map((column) => column.header))];
  let written = 0;
  for (;;) {
    signal?.throwIfAborted();
    const { rows, total } = await fetchPage(written, written + pageSize - 1);
    for (const row of rows) parts.push(toCsvLine(columns.map((column) => column.value(row))));
    written += rows.length;
    onProgress?.(written, total);
    if (rows.length < pageSize || (total !== null && written >= total)) break;
  }
  return new Blob(parts, { type: "text/csv;charset=utf-8" });
}

/** Hands a file to the browser's downloads under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
