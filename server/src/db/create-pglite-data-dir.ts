// Run as its own process (`node create-pglite-data-dir.ts <dir> [<schema as JSON>]`): creates an
// embedded database (initdb) in <dir>, applies the schema's migrations, prints the files applied
// as JSON and exits. initdb runs a second Postgres, and the migrations fill the catalogs: the C
// allocator keeps what both freed (about 100 and 50 MiB), and only a process that ends gives it back.
import { applyMigrations, type Schema } from "./migrator.ts";
import { openPgliteDatabase } from "./pglite-database.ts";

const [dataDir, schemaJson] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: create-pglite-data-dir.ts <data directory> [<schema>]");
const schema = schemaJson ? (JSON.parse(schemaJson) as Schema) : undefined;
const db = await openPgliteDatabase(dataDir);
try {
  const applied = schema
    ? await applyMigrations(db, schema.migrations, { timeoutMs: schema.timeoutMs })
    : [];
  process.stdout.write(JSON.stringify(applied));
} catch (error) {
  // The parent reports stderr: the failing file and Postgres's reason, not a stack trace.
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.close();
}
