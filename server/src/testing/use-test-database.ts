import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/database.ts";
import { openTestDatabase } from "./test-database.ts";

/**
 * A test database of the calling file (or describe block), opened before its tests with `setupSql`
 * run on it and closed after them. The handle forwards to the database once it is open, so a
 * file can name it at its top.
 */
export function useTestDatabase(setupSql?: string): Database {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openTestDatabase();
    if (setupSql) await db.exec(setupSql);
  }, 60_000);
  afterAll(() => db?.close());
  return new Proxy({} as Database, {
    get(_, name) {
      if (!db) throw new Error("the test database opens in beforeAll");
      const value: unknown = Reflect.get(db, name);
      return typeof value === "function" ? value.bind(db) : value;
    },
  });
}
