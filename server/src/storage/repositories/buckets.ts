import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

export interface Bucket {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS =
  "id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at";

export function findBucket(db: Queryable, id: string): Promise<Bucket | undefined> {
  return queryFirstRow<Bucket>(db, `select ${COLUMNS} from storage.buckets where id = $1`, [id]);
}

export async function listBuckets(db: Queryable): Promise<Bucket[]> {
  const { rows } = await db.query<Bucket>(`select ${COLUMNS} from storage.buckets order by name`);
  return rows;
}

export interface NewBucket {
  id: string;
  name: string;
  owner: string | undefined;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Inserts a bucket; `owner` (uuid) is only set when the owner is a user id, as Storage does. */
export async function insertBucket(db: Queryable, bucket: NewBucket): Promise<void> {
  await db.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      bucket.id,
      bucket.name,
      bucket.owner && UUID.test(bucket.owner) ? bucket.owner : null,
      bucket.owner ?? null,
      bucket.public,
      bucket.file_size_limit,
      bucket.allowed_mime_types,
    ],
  );
}

export type BucketChanges = Partial<
  Pick<NewBucket, "public" | "file_size_limit" | "allowed_mime_types">
>;

/** Updates the given columns; false when no row the caller may update has this id. */
export async function updateBucket(
  db: Queryable,
  id: string,
  changes: BucketChanges,
): Promise<boolean> {
  const columns = (["public", "file_size_limit", "allowed_mime_types"] as const).filter(
    (column) => changes[column] !== undefined,
  );
  const assignments = columns.map((column, index) => `${column} = $${index + 2}`);
  const { rows } = await db.query(
    `update storage.buckets set ${[...assignments, "updated_at = now()"].join(", ")}
      where id = $1 returning id`,
    [id, ...columns.map((column) => changes[column])],
  );
  return rows.length > 0;
}

/** Locks the bucket row for the rest of the transaction; false when there is none. */
export async function lockBucket(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query("select id from storage.buckets where id = $1 for update", [id]);
  return rows.length > 0;
}

export async function hasObjects(db: Queryable, bucketId: string): Promise<boolean> {
  const { rows } = await db.query("select 1 from storage.objects where bucket_id = $1 limit 1", [
    bucketId,
  ]);
  return rows.length > 0;
}

/** Deletes the bucket row; false when no row the caller may delete has this id. */
export async function deleteBucket(db: Queryable, id: string): Promise<boolean> {
  await db.query("select set_config('storage.allow_delete_query', 'true', true)");
  const { rows } = await db.query("delete from storage.buckets where id = $1 returning id", [id]);
  return rows.length > 0;
}
