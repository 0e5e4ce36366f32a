import { join } from "node:path";
import type { Logger } from "../lib/logger.ts";
import type { Database } from "./database.ts";
import { openPgliteWorkerDatabase } from "./pglite-worker-database.ts";

/**
 * PostgreSQL when a URL is configured, otherwise the embedded PGlite in `<dataDir>/pgdata`, on a
 * thread of its own.
 */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  connectTimeoutSeconds: number;
  /** PostgreSQL only; PGlite's one session always keeps them. */
  preparedStatements?: boolean;
  logger: Logger;
}): Promise<Database> {
  // node-postgres loads only for PostgreSQL: the embedded database's server never holds it.
  return options.databaseUrl
    ? import("./pg-database.ts").then(({ openPgDatabase }) =>
        openPgDatabase(options.databaseUrl!, options),
      )
    : openPgliteWorkerDatabase({ dataDir: join(options.dataDir, "pgdata") });
}
