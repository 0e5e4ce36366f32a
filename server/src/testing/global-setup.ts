import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { migrationSources } from "../db/migration-sources.ts";
import { applyMigrations } from "../db/migrator.ts";
import { openPgliteDatabase } from "../db/pglite-database.ts";

/** Migrates one PGlite once per run and hands its dump to every test file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), "setu-pglite-"));
  const db = await openPgliteDatabase();
  await applyMigrations(db, migrationSources);
  const dump = await db.pglite.dumpDataDir("none");
  await db.close();
  const path = join(dir, "template.tar");
  await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", path);
  return () => rm(dir, { recursive: true, force: true });
}
