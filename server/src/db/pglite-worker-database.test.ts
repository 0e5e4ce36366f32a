import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "./database.ts";
import { readPostgresError } from "./postgres-error.ts";
import { openPgliteWorkerDatabase } from "./pglite-worker-database.ts";

// The server's PGlite on its own thread, driven from this one as the HTTP thread drives it.
let dataDir: string;
let db: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "setu-worker-"));
  ({ db } = await openPgliteWorkerDatabase({ dataDir }));
  await db.exec("create table probe (id int primary key, note text)");
}, 60_000);

afterAll(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
});

const count = async () =>
  (await db.query<{ n: number }>("select count(*)::int as n from probe")).rows[0]?.n;

describe("PGlite on a worker thread", () => {
  it("runs a transaction alone: other work waits until it commits", async () => {
    let isCommitted = false;
    const transaction = db.transaction(async (tx) => {
      await tx.query("insert into probe values (1, 'a')");
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query("insert into probe values (2, 'b')");
      isCommitted = true;
    });
    const seen = await count();
    await transaction;
    expect(isCommitted).toBe(true);
    expect(seen).toBe(2);
  });

  it("keeps nothing of a transaction that throws, or of a pipeline with a failing statement", async () => {
    const failed = db.transaction(async (tx) => {
      await tx.query("insert into probe values (3, 'c')");
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    const pipeline = db.pipeline([
      { sql: "insert into probe values ($1, $2)", params: [4, "d"] },
      { sql: "insert into probe values ($1, $2)", params: [1, "duplicate"] },
    ]);
    await expect(pipeline).rejects.toThrow(/duplicate key/);
    expect(await count()).toBe(2);
  });

  it("sends a pipeline inside a transaction as part of it", async () => {
    const seen = await db.transaction(async (tx) => {
      const [, inside] = await tx.pipeline([
        { sql: "insert into probe values ($1, $2)", params: [5, "e"] },
        { sql: "select note from probe where id = $1", params: [5] },
      ]);
      return inside?.rows;
    });
    expect(seen).toEqual([{ note: "e" }]);
    await db.query("delete from probe where id = 5");
  });

  it("opens a transaction with its first request: a message per request, and the end", async () => {
    const sent = vi.spyOn(Worker.prototype, "postMessage");
    await db.transaction(async (tx) => {
      await tx.query("insert into probe values (8, 'i')");
      await tx.query("delete from probe where id = 8");
    });
    expect(sent.mock.calls.map(([message]) => (message as { kind: string }).kind)).toEqual([
      "begin",
      "tx-query",
      "end",
    ]);
    sent.mockRestore();
  });

  it("answers requests a transaction sends at once, in order, and one that sends none", async () => {
    const notes = await db.transaction((tx) =>
      Promise.all([
        tx.query("insert into probe values (6, 'f')"),
        tx.query("update probe set note = 'g' where id = 6"),
        tx.query<{ note: string }>("select note from probe where id = 6"),
      ]),
    );
    expect(notes[2].rows).toEqual([{ note: "g" }]);
    expect(await db.transaction(() => Promise.resolve("nothing sent"))).toBe("nothing sent");
    await db.query("delete from probe where id = 6");
  });

  it("reports a failing first request as itself, and keeps nothing after it", async () => {
    const failed = db.transaction(async (tx) => {
      await tx.query("insert into probe values (1, 'duplicate')");
    });
    await expect(failed).rejects.toMatchObject({ code: "23505" });
    const later = db.transaction(async (tx) => {
      await tx.query("insert into probe values (7, 'h')").catch(() => undefined);
      await tx.query("insert into probe values (7, 'again')");
    });
    await expect(later).rejects.toMatchObject({ code: "23505" });
    expect(await count()).toBe(2);
  });

  it("hands over Postgres errors with their fields, and rows with their types", async () => {
    const error = await db.query("insert into probe values (1, 'again')").catch((e: unknown) => e);
    expect(readPostgresError(error)).toMatchObject({ code: "23505" });
    expect(error).toMatchObject({ constraint: "probe_pkey" });
    const { rows } = await db.query(
      "select $1::int[] as ids, $2::jsonb as doc, $3::bytea as bytes, $4::timestamptz as at",
      [[1, 2], { a: "b" }, new Uint8Array([1, 2]), new Date(0)],
    );
    expect(rows[0]).toEqual({
      ids: [1, 2],
      doc: { a: "b" },
      bytes: new Uint8Array([1, 2]),
      at: new Date(0),
    });
  });

  it("passes notifications on", async () => {
    const payload = new Promise<string>((resolve) => void db.listen("probe_channel", resolve));
    await db.query("select pg_notify('probe_channel', 'hello')");
    expect(await payload).toBe("hello");
  });
});

describe("creating the embedded database", () => {
  const schemaIn = async (parent: string, files: Record<string, string>) => {
    const dir = join(parent, "migrations");
    await mkdir(dir);
    for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql);
    return { migrations: [{ name: "probe", dir }] };
  };

  it("applies the schema in the creating process and only once", async () => {
    const parent = await mkdtemp(join(tmpdir(), "setu-worker-schema-"));
    try {
      const schema = await schemaIn(parent, {
        "001_table.sql": "create table greeting (word text)",
        "002_row.sql": "insert into greeting values ('namaste')",
      });
      const first = await openPgliteWorkerDatabase({ dataDir: join(parent, "pgdata") }, schema);
      const { rows } = await first.db.query<{ word: string }>("select word from greeting");
      await first.db.close();
      expect(first.applied).toEqual(["probe/001_table.sql", "probe/002_row.sql"]);
      expect(rows).toEqual([{ word: "namaste" }]);

      const again = await openPgliteWorkerDatabase({ dataDir: join(parent, "pgdata") }, schema);
      await again.db.close();
      expect(again.applied).toEqual([]);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 60_000);

  it("names the failing migration and Postgres's reason", async () => {
    const parent = await mkdtemp(join(tmpdir(), "setu-worker-bad-schema-"));
    try {
      const schema = await schemaIn(parent, { "001_bad.sql": "insert into missing values (1)" });
      await expect(
        openPgliteWorkerDatabase({ dataDir: join(parent, "pgdata") }, schema),
      ).rejects.toThrow(
        /failed: migration probe\/001_bad\.sql failed: relation "missing" does not exist \(SQLSTATE 42P01\)$/,
      );
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 60_000);

  it("says where and why when the data directory cannot be created", async () => {
    const parent = await mkdtemp(join(tmpdir(), "setu-worker-file-"));
    const file = join(parent, "not-a-directory");
    await writeFile(file, "");
    try {
      await expect(openPgliteWorkerDatabase({ dataDir: join(file, "pgdata") })).rejects.toThrow(
        `creating the database in ${join(file, "pgdata")} failed`,
      );
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
