import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

/** What `storage.objects.metadata` holds, as Supabase Storage writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface StoredObject {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string;
  metadata: ObjectMetadata;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface NewObject {
  bucketId: string;
  name: string;
  owner: string | undefined;
  version: string;
  metadata: Partial<ObjectMetadata>;
  userMetadata: Record<string, unknown> | undefined;
}

const COLUMNS =
  "id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at";

const VALUES = "$1, $2, $3::uuid, $3::text, $4, $5::jsonb, $6::jsonb";

function valuesOf(object: NewObject): unknown[] {
  return [
    object.bucketId,
    object.name,
    object.owner ?? null,
    object.version,
    JSON.stringify(object.metadata),
    object.userMetadata === undefined ? null : JSON.stringify(object.userMetadata),
  ];
}

/** A written row and the version it replaced, if any. */
export type WrittenObject = StoredObject & { replaced_version: string | null };

/** Inserts a row; a second object with the same name fails with 23505. */
async function insertObject(db: Queryable, object: NewObject): Promise<WrittenObject> {
  const { rows } = await db.query<WrittenObject>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values (${VALUES}) returning ${COLUMNS}, null::text as replaced_version`,
    valuesOf(object),
  );
  return rows[0]!;
}

/** Inserts or replaces a row; returns it with the version it replaced, if any. */
async function upsertObject(db: Queryable, object: NewObject): Promise<WrittenObject> {
  // Lock and read the current version first: within one statement the replaced row is invisible.
  const previous = await db.query<{ version: string | null }>(
    "select version from storage.objects where bucket_id = $1 and name = $2 for update",
    [object.bucketId, object.name],
  );
  const { rows } = await db.query<StoredObject>(
    `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values (${VALUES})
     on conflict (bucket_id, name) do update set
       owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
       metadata = excluded.metadata, user_metadata = excluded.user_metadata,
       last_accessed_at = now()
     returning ${COLUMNS}`,
    valuesOf(object),
  );
  return { ...rows[0]!, replaced_version: previous.rows[0]?.version ?? null };
}

/** An upload's row: an upsert replaces the object of that name, an insert refuses a duplicate. */
export function writeObject(
  db: Queryable,
  object: NewObject,
  options: { isUpsert: boolean },
): Promise<WrittenObject> {
  return options.isUpsert ? upsertObject(db, object) : insertObject(db, object);
}

export function findObject(
  db: Queryable,
  bucketId: string,
  name: string,
): Promise<StoredObject | undefined> {
  return queryFirstRow<StoredObject>(
    db,
    `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  );
}

/** The names among `names` that exist (and the caller may see). */
export async function findObjectNames(
  db: Queryable,
  bucketId: string,
  names: readonly string[],
): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    "select name from storage.objects where bucket_id = $1 and name = any($2::text[])",
    [bucketId, names],
  );
  return new Set(rows.map((row) => row.name));
}

/** Deletes the named rows the caller may delete; the API is the only path allowed to delete. */
export async function deleteObjects(
  db: Queryable,
  bucketId: string,
  names: readonly string[],
): Promise<StoredObject[]> {
  await db.query("select set_config('storage.allow_delete_query', 'true', true)");
  const { rows } = await db.query<StoredObject>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${COLUMNS}`,
    [bucketId, names],
  );
  return rows;
}

/** Renames a row (move); the caller's update policy sees both the old and the new name. */
export function renameObject(
  db: Queryable,
  from: { bucketId: string; name: string },
  to: { bucketId: string; name: string; owner: string | undefined },
): Promise<StoredObject | undefined> {
  return queryFirstRow<StoredObject>(
    db,
    `update storage.objects set bucket_id = $3, name = $4, owner = $5::uuid, owner_id = $5::text
      where bucket_id = $1 and name = $2 returning ${COLUMNS}`,
    [from.bucketId, from.name, to.bucketId, to.name, to.owner ?? null],
  );
}

export interface SearchOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortColumn: string;
  sortOrder: string;
}

export interface SearchEntry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: ObjectMetadata | null;
}

/** One folder level through `storage.search`, which runs with the caller's policies. */
export async function searchObjects(
  db: Queryable,
  bucketId: string,
  options: SearchOptions,
): Promise<SearchEntry[]> {
  const { rows } = await db.query<SearchEntry>(
    "select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)",
    [
      options.prefix,
      bucketId,
      options.limit,
      (options.prefix + options.search).split("/").length,
      options.offset,
      options.search,
      options.sortColumn,
      options.sortOrder,
    ],
  );
  return rows;
}

/** Deletes every object of a bucket the caller may delete; returns their file versions. */
export async function deleteAllObjects(db: Queryable, bucketId: string): Promise<string[]> {
  await db.query("select set_config('storage.allow_delete_query', 'true', true)");
  const { rows } = await db.query<{ version: string | null }>(
    "delete from storage.objects where bucket_id = $1 returning version",
    [bucketId],
  );
  return rows.flatMap((row) => (row.version ? [row.version] : []));
}

export interface ListedRow {
  id: string;
  name: string;
  metadata: ObjectMetadata | null;
  updated_at: string;
  created_at: string;
  last_accessed_at: string;
  /** The sort column as text at full (microsecond) precision, for the next page's cursor. */
  sort_at: string | null;
}

export interface PageQuery {
  prefix: string;
  column: "name" | "created_at" | "updated_at";
  order: "asc" | "desc";
  /** Rows strictly after this name (byte order), or after (`columnAfter`, name) for a date sort. */
  after: string | undefined;
  columnAfter: string | undefined;
  limit: number;
}

/** One page of a bucket's objects under a prefix, in a stable order, after a cursor. */
export async function listObjectPage(
  db: Queryable,
  bucketId: string,
  page: PageQuery,
): Promise<ListedRow[]> {
  const compare = page.order === "asc" ? ">" : "<";
  const params: unknown[] = [bucketId, `${escapeLike(page.prefix)}%`, page.limit];
  const conditions = ["bucket_id = $1", "name like $2"];
  if (page.after !== undefined && page.column !== "name" && page.columnAfter !== undefined) {
    params.push(page.columnAfter, page.after);
    const [at, name] = [`$${params.length - 1}::timestamptz`, `$${params.length}`];
    conditions.push(`(${page.column}, name collate "C") ${compare} (${at}, ${name} collate "C")`);
  } else if (page.after !== undefined) {
    params.push(page.after);
    conditions.push(`name collate "C" ${compare} $${params.length}`);
  }
  const order =
    page.column === "name"
      ? `name collate "C" ${page.order}`
      : `${page.column} ${page.order}, name collate "C" ${page.order}`;
  const { rows } = await db.query<ListedRow>(
    `select id, name, metadata, updated_at, created_at, last_accessed_at,
            ${page.column === "name" ? "null" : page.column}::text as sort_at
       from storage.objects
      where ${conditions.join(" and ")} order by ${order} limit $3`,
    params,
  );
  return rows;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
