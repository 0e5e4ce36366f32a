import type { Queryable } from "../../db/database.ts";

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

export async function findBucket(db: Queryable, id: string): Promise<Bucket | undefined> {
  const { rows } = await db.query<Bucket>(`select ${COLUMNS} from storage.buckets where id = $1`, [
    id,
  ]);
  return rows[0];
}

export async function listBuckets(db: Queryable): Promise<Bucket[]> {
  const { rows } = await db.query<Bucket>(`select ${COLUMNS} from storage.buckets order by name`);
  return rows;
}
