import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import type { Database } from "../database.ts";
import { readCatalog } from "./catalog.ts";
import { renderDatabaseTypes } from "./render-database-types.ts";

/** Where the web app reads the generated `Database` type from. */
export const DATABASE_TYPES_FILE = fileURLToPath(
  new URL("../../../../web/src/lib/database.types.ts", import.meta.url),
);

/** What the web app reads through PostgREST. */
const GENERATED_SCHEMAS = ["public"];

/** The text of web/src/lib/database.types.ts for a migrated `db`, formatted as the repo formats. */
export async function generateDatabaseTypes(db: Database): Promise<string> {
  // Names print as postgres-meta sees them, with `public` on the search path.
  const catalog = await db.transaction(async (tx) => {
    await tx.query("set local search_path = public");
    return readCatalog(tx, GENERATED_SCHEMAS);
  });
  const options = await resolveConfig(DATABASE_TYPES_FILE);
  return format(renderDatabaseTypes(catalog), { ...options, filepath: DATABASE_TYPES_FILE });
}
