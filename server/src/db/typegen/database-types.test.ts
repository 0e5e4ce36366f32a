import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase } from "../../testing/test-database.ts";
import type { Database } from "../database.ts";
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from "./generate-database-types.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

it("web/src/lib/database.types.ts is what the migrations generate", async () => {
  const committed = await readFile(DATABASE_TYPES_FILE, "utf8");
  expect(
    committed,
    "web/src/lib/database.types.ts is stale: run `npm run gen:types` and commit it",
  ).toBe(await generateDatabaseTypes(db));
});
