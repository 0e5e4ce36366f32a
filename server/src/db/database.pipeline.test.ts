import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../testing/use-test-database.ts";
import { readPostgresError } from "./postgres-error.ts";

// Database.pipeline on the driver under test (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// the statements of a request sent together and committed together.
const db = useTestDatabase("create table pipeline_probe (id int primary key, note text)");

const notes = async () =>
  (await db.query<{ note: string }>("select note from pipeline_probe order by id")).rows.map(
    (row) => row.note,
  );

describe("Database.pipeline", () => {
  it("answers each statement as query() would: rows with their types, and counts", async () => {
    const typed =
      "select $1::int[] as ids, $2::jsonb as doc, $3::timestamptz as at, $4::text as gap";
    const values = [[1, 2], { a: "b" }, new Date(0), null];
    const [inserted, selected, updated, none] = await db.pipeline([
      { sql: "insert into pipeline_probe values ($1, $2), ($3, $4)", params: [1, "a", 2, "b"] },
      { sql: typed, params: values },
      { sql: "update pipeline_probe set note = note || '!' where id > $1", params: [0] },
      { sql: "select id from pipeline_probe where id < 0" },
    ]);
    expect(inserted).toEqual({ rows: [], rowCount: 2 });
    expect(selected).toEqual(await db.query(typed, values));
    expect(selected?.rows).toEqual([{ ids: [1, 2], doc: { a: "b" }, at: new Date(0), gap: null }]);
    expect(updated).toEqual({ rows: [], rowCount: 2 });
    expect(none).toEqual({ rows: [], rowCount: 0 });
    expect(await notes()).toEqual(["a!", "b!"]);
  });

  it("runs as one transaction: a setting made local by the first lasts to the last, then ends", async () => {
    const [, seen] = await db.pipeline([
      { sql: "select set_config('request.probe', $1, true)", params: ["inside"] },
      { sql: "select current_setting('request.probe', true) as probe" },
    ]);
    expect(seen?.rows).toEqual([{ probe: "inside" }]);
    const after = await db.query(
      "select coalesce(current_setting('request.probe', true), '') as probe",
    );
    expect(after.rows).toEqual([{ probe: "" }]);
  });

  it("keeps nothing when a statement fails, hands over the Postgres error, and stays usable", async () => {
    const failure = await db
      .pipeline([
        { sql: "insert into pipeline_probe values ($1, $2)", params: [3, "c"] },
        { sql: "insert into pipeline_probe values ($1, $2)", params: [1, "duplicate"] },
        { sql: "insert into pipeline_probe values ($1, $2)", params: [4, "never run"] },
      ])
      .catch((error: unknown) => error);
    expect(readPostgresError(failure)).toMatchObject({ code: "23505" });
    expect(await notes()).toEqual(["a!", "b!"]);
    const [again] = await db.pipeline([{ sql: "select count(*)::int as n from pipeline_probe" }]);
    expect(again?.rows).toEqual([{ n: 2 }]);
  });

  it("runs many pipelines at once, each on its own", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db.pipeline([
          { sql: "select set_config('request.probe', $1, true)", params: [String(index)] },
          { sql: "select current_setting('request.probe') as probe" },
        ]),
      ),
    );
    expect(answers.map(([, seen]) => seen?.rows[0]?.probe)).toEqual(
      Array.from({ length: 20 }, (_, index) => String(index)),
    );
  });
});

describe("Queryable.pipeline inside a transaction", () => {
  it("is part of it: sees what came before, and commits or rolls back with it", async () => {
    await db.exec("delete from pipeline_probe");
    const counted = await db.transaction(async (tx) => {
      await tx.query("insert into pipeline_probe values ($1, $2)", [10, "before"]);
      const [, count] = await tx.pipeline([
        { sql: "insert into pipeline_probe values ($1, $2)", params: [11, "piped"] },
        { sql: "select count(*)::int as n from pipeline_probe" },
      ]);
      return count?.rows[0];
    });
    expect(counted).toEqual({ n: 2 });
    expect(await notes()).toEqual(["before", "piped"]);

    class ChangedMind extends Error {}
    const undone = db.transaction(async (tx) => {
      await tx.pipeline([{ sql: "insert into pipeline_probe values ($1, $2)", params: [12, "x"] }]);
      throw new ChangedMind();
    });
    await expect(undone).rejects.toBeInstanceOf(ChangedMind);
    expect(await notes()).toEqual(["before", "piped"]);
  });

  it("fails the transaction when a statement fails: nothing of either is kept", async () => {
    const failure = await db
      .transaction(async (tx) => {
        await tx.query("insert into pipeline_probe values ($1, $2)", [13, "lost"]);
        await tx.pipeline([
          { sql: "insert into pipeline_probe values ($1, $2)", params: [14, "lost too"] },
          { sql: "insert into pipeline_probe values ($1, $2)", params: [10, "duplicate"] },
        ]);
      })
      .catch((error: unknown) => error);
    expect(readPostgresError(failure)).toMatchObject({ code: "23505" });
    expect(await notes()).toEqual(["before", "piped"]);
  });
});
