import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { DatabaseUnavailableError } from "../db/connection-errors.ts";
import { createTestServer, type TestServer } from "../testing/create-test-server.ts";
import { openTestDatabase } from "../testing/test-database.ts";

let db: Database;
let server: TestServer;

beforeAll(async () => {
  db = await openTestDatabase();
  const unreachable = () => Promise.reject(new DatabaseUnavailableError("connect ECONNREFUSED"));
  server = await createTestServer({
    db: { ...db, query: unreachable, transaction: unreachable },
  });
});

afterAll(() => db.close());

it("answers 503 in Storage's shape, with Retry-After, while the database is unreachable", async () => {
  const response = await server.fetch("http://localhost/storage/v1/object/public/avatars/a/b.jpg");
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("1");
  expect(await response.json()).toEqual({
    statusCode: "503",
    code: "DatabaseError",
    error: "DatabaseError",
    message: "Database unavailable, try again shortly",
  });
});

it("answers an unexpected failure as a generic 500", async () => {
  const broken = await createTestServer({
    db: { ...db, query: () => Promise.reject(new Error("disk on fire")) },
  });
  const response = await broken.fetch("http://localhost/storage/v1/object/public/avatars/a/b.jpg");
  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({
    statusCode: "500",
    code: "InternalError",
    error: "Internal",
    message: "Internal server error",
  });
});
