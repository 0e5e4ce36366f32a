import { join } from "node:path";
import type { Logger } from "../lib/logger.ts";
import type { Database } from "./database.ts";
import { openPgDatabase } from "./pg-database.ts";
import { openPgliteWorkerDatabase } from "./pglite-worker-database.ts";

/**
 * PostgreSQL when a URL is configured, otherwise the embedded PGlite in `<dataDir>/pgdata`, on a
 * thread of its own.
 */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  connectTimeoutSeconds: number;
  logger: Logger;
}): Promise<Database> {
  return options.databaseUrl
    ? openPgDatabase(options.databaseUrl, options)
    : openPgliteWorkerDatabase({ dataDir: join(options.dataDir, "pgdata") });
}
