import { join } from "node:path";
import type { Database } from "./database.ts";
import { openPgDatabase } from "./pg-database.ts";
import { openPgliteDatabase } from "./pglite-database.ts";

/** PostgreSQL when a URL is configured, otherwise the embedded PGlite in `<dataDir>/pgdata`. */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPgDatabase(options.databaseUrl)
    : openPgliteDatabase(join(options.dataDir, "pgdata"));
}
