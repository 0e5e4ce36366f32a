import { type ListedRow, listObjectPage, type PageQuery } from "../repositories/objects.ts";
import { runAsCaller, type StorageCaller } from "../storage-caller.ts";
import type { StorageDeps } from "../storage-deps.ts";
import { StorageError } from "../storage-errors.ts";

export interface ListV2Options {
  prefix: string;
  limit: number;
  cursor: string | undefined;
  withDelimiter: boolean;
  sortBy: { column: PageQuery["column"]; order: PageQuery["order"] };
}

type Entry = Partial<Omit<ListedRow, "id">> & { key: string; name: string; id: string | null };

interface Cursor {
  startAfter: string;
  order: PageQuery["order"];
  column: PageQuery["column"];
  columnAfter: string | undefined;
}

// Storage's continuation token: base64 of `l:<name>`, `o:<order>`, `c:<column>`, `a:<time>` lines.
const CURSOR_PARTS = { l: "startAfter", o: "order", c: "column", a: "columnAfter" } as const;
// Above every character a key may hold, so `folder/` + this sorts after all of the folder.
const PAST_FOLDER = "\x7f";
const BATCH = 200;

function encodeCursor(cursor: Cursor): string {
  const lines = Object.entries(CURSOR_PARTS)
    .filter(([, field]) => cursor[field])
    .map(([part, field]) => `${part}:${cursor[field]}`);
  return Buffer.from(lines.join("\n")).toString("base64");
}

function decodeCursor(token: string): Partial<Cursor> {
  const cursor: Record<string, string> = {};
  for (const line of Buffer.from(token, "base64").toString().split("\n")) {
    const match = /^(\S):(.*)$/.exec(line);
    const field = match && CURSOR_PARTS[match[1] as keyof typeof CURSOR_PARTS];
    if (!field)
      throw new StorageError(400, "InvalidParameter", "Invalid Parameter continuation token");
    cursor[field] = match[2]!;
  }
  return cursor as Partial<Cursor>;
}

/** The folder a name falls in one level below `prefix` (`a/b/` for `a/b/c.png` under `a/`). */
function folderOf(name: string, prefix: string): string | undefined {
  const slash = name.indexOf("/", prefix.length);
  return slash >= 0 ? name.slice(0, slash + 1) : undefined;
}

/**
 * `listV2`: objects under a prefix in name or date order, a page at a time with Storage's
 * continuation token; with the delimiter, each sub-folder is one entry (`id: null`) and, in name
 * order, the listing skips past it. Rows come under the caller's select policy.
 */
export async function listObjectsV2(
  deps: StorageDeps,
  caller: StorageCaller,
  bucketId: string,
  options: ListV2Options,
) {
  const limit = Math.min(options.limit, 1000);
  const cursor = options.cursor ? decodeCursor(options.cursor) : {};
  const column = cursor.column ?? options.sortBy.column;
  const order = cursor.order ?? options.sortBy.order;
  const level = options.prefix.split("/").length;
  let after = cursor.startAfter || undefined;
  // A folder name as cursor: resume past everything inside it.
  if (after?.endsWith("/") && options.withDelimiter && column === "name" && order === "asc") {
    after += PAST_FOLDER;
  }
  const entries = await runAsCaller(deps.db, caller, async (tx) => {
    const found: Entry[] = [];
    const seenFolders = new Set<string>();
    let columnAfter = cursor.columnAfter;
    while (found.length <= limit) {
      const rows = await listObjectPage(tx, bucketId, {
        prefix: options.prefix,
        column,
        order,
        after,
        columnAfter,
        limit: BATCH,
      });
      let skipped = false;
      for (const row of rows) {
        after = row.name;
        columnAfter = row.sort_at ?? undefined;
        const folder = options.withDelimiter ? folderOf(row.name, options.prefix) : undefined;
        const key = row.name.split("/")[level - 1] ?? row.name;
        if (!folder) {
          found.push({ key, ...row });
        } else if (!seenFolders.has(folder)) {
          seenFolders.add(folder);
          found.push({ key, name: folder, id: null, sort_at: row.sort_at });
          if (column === "name") {
            // Name order: every other object of this folder comes next, so jump past them.
            after = order === "asc" ? folder + PAST_FOLDER : folder;
            skipped = true;
            break;
          }
        }
        if (found.length > limit) break;
      }
      if (!skipped && rows.length < BATCH) break;
    }
    return found;
  });
  const hasNext = entries.length > limit;
  const page = entries.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    hasNext && last
      ? encodeCursor({
          startAfter: last.name,
          order,
          column,
          columnAfter: last.sort_at ?? undefined,
        })
      : undefined;
  const listed = page.map(({ sort_at: _sortAt, ...entry }) => entry);
  return {
    hasNext,
    ...(nextCursor && { nextCursor, nextCursorKey: last!.name }),
    folders: listed.filter((entry) => entry.id === null),
    objects: listed.filter((entry) => entry.id !== null),
  };
}
