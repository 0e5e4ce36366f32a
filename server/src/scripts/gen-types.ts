// Writes web/src/lib/database.types.ts from a fresh embedded database with every migration
// applied: run after adding a migration (npm run gen:types).
import { writeFile } from "node:fs/promises";
import { migrationSources } from "../db/migration-sources.ts";
import { applyMigrations } from "../db/migrator.ts";
import { openPgliteDatabase } from "../db/pglite-database.ts";
import {
  DATABASE_TYPES_FILE,
  generateDatabaseTypes,
} from "../db/typegen/generate-database-types.ts";

const db = await openPgliteDatabase();
try {
  await applyMigrations(db, migrationSources);
  await writeFile(DATABASE_TYPES_FILE, await generateDatabaseTypes(db));
  console.log(`Wrote ${DATABASE_TYPES_FILE}`);
} finally {
  await db.close();
}
