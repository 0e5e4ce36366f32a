import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrationSources } from "../db/migration-sources.ts";
import { applyMigrations } from "../db/migrator.ts";
import { openPgliteDatabase } from "../db/pglite-database.ts";
import { PGLITE_TEMPLATE_VARIABLE } from "./test-database.ts";

/** Migrates one PGlite once per run and hands its dump to every test file (test-database.ts). */
export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => {};
  const dir = await mkdtemp(join(tmpdir(), "setu-pglite-"));
  const db = await openPgliteDatabase();
  await applyMigrations(db, migrationSources);
  const dump = await db.pglite.dumpDataDir("none");
  await db.close();
  const path = join(dir, "template.tar");
  await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_VARIABLE] = path;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_VARIABLE];
    await rm(dir, { recursive: true, force: true });
  };
}
