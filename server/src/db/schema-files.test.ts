import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_DEFAULT_PRIVILEGES } from "../testing/default-privileges.ts";
import { openScratchDatabase, openTestDatabase } from "../testing/test-database.ts";
import { describeSnapshotDifferences, readCatalogSnapshot } from "./catalog-snapshot.ts";
import type { Database } from "./database.ts";
import { migrationSources } from "./migration-sources.ts";
import { applyMigrations, type MigrationSource } from "./migrator.ts";

// supabase/schemas/*.sql is the readable current schema; supabase/migrations is its history.
// Both must build the same database: change the schema file, then add a migration that agrees.

/** The auth and storage schema Supabase provides. */
const serverSources: readonly MigrationSource[] = migrationSources.filter(
  (source) => source.name === "server",
);
/** The app's schema files in name order. */
const schemaFileSources: readonly MigrationSource[] = [
  { name: "schemas", dir: fileURLToPath(new URL("../../../supabase/schemas", import.meta.url)) },
];

/**
 * The server's migrations, then default privileges that grant nothing, then the schema files: so
 * the schema files must grant each privilege by name to agree with the migrations (which
 * grants-without-default-privileges.rls.test.ts holds to the same).
 */
async function applySchemaFiles(db: Database): Promise<void> {
  await applyMigrations(db, serverSources);
  await db.exec(NO_DEFAULT_PRIVILEGES);
  await applyMigrations(db, schemaFileSources);
}

let migrated: Database;
let fromSchemaFiles: Database;

beforeAll(async () => {
  [migrated, fromSchemaFiles] = await Promise.all([openTestDatabase(), openSchemaFilesDatabase()]);
});

afterAll(async () => {
  await Promise.all([migrated?.close(), fromSchemaFiles?.close()]);
});

describe("supabase/schemas", () => {
  it("builds the same schema as supabase/migrations", async () => {
    const [fromMigrations, fromFiles] = await Promise.all([
      readCatalogSnapshot(migrated),
      readCatalogSnapshot(fromSchemaFiles),
    ]);
    const differences = describeSnapshotDifferences(fromMigrations, fromFiles, {
      expected: "migrations  ",
      actual: "schema files",
    });
    expect(
      differences,
      `supabase/schemas and supabase/migrations disagree on ${differences.length} objects:\n\n` +
        differences.join("\n\n"),
    ).toEqual([]);
    // The comparison saw the app's schema, not two empty databases.
    expect(
      fromMigrations.has(
        "function public.book_offering(uuid,timestamp with time zone,public.booking_mode,text,text,text,text,text,text,text)",
      ),
    ).toBe(true);
  });
});

/** A database with the server's migrations and then supabase/schemas applied, nothing else. */
function openSchemaFilesDatabase(): Promise<Database> {
  return openScratchDatabase(applySchemaFiles);
}
