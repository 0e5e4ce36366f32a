import { describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger.ts";
import { useTestDatabase } from "../testing/use-test-database.ts";
import type { Queryable } from "./database.ts";
import { openPgDatabase } from "./pg-database.ts";

// Prepared statements on the driver under test (PGlite, or PostgreSQL with TEST_DATABASE_URL).
// Each check runs in one transaction, so on PostgreSQL it sees one connection's statements.
const db = useTestDatabase(
  "create table prepared_probe (id int primary key, note text); insert into prepared_probe values (1, 'a')",
);

const preparedTexts = async (tx: Queryable) =>
  (
    await tx.query<{ statement: string }>(
      "select statement from pg_prepared_statements where statement like '%prepared_probe%' order by statement",
    )
  ).rows.map((row) => row.statement);

describe("prepared statements", () => {
  it("prepare a statement once per session and answer it the same every time", async () => {
    await db.transaction(async (tx) => {
      const sql = "select note from prepared_probe where id = $1";
      for (let i = 0; i < 7; i += 1) {
        expect((await tx.query(sql, [1])).rows).toEqual([{ note: "a" }]);
      }
      expect((await preparedTexts(tx)).filter((text) => text === sql)).toHaveLength(1);
    });
  });

  it("keep the session's statements usable after a pipeline fails part-way", async () => {
    const first = "select id from prepared_probe where id = $1 and true";
    const third = "select note from prepared_probe where id = $1 and true";
    await expect(
      db.pipeline([
        { sql: first, params: [1] },
        { sql: "select 1 / $1::int from prepared_probe", params: [0] },
        { sql: third, params: [1] },
      ]),
    ).rejects.toMatchObject({ code: "22012" });
    const [byId, note] = await db.pipeline([
      { sql: first, params: [1] },
      { sql: third, params: [1] },
    ]);
    expect(byId?.rows).toEqual([{ id: 1 }]);
    expect(note?.rows).toEqual([{ note: "a" }]);
  });

  it("answer with the new columns after a schema change", async () => {
    const sql = "select * from prepared_probe where id = $1";
    expect((await db.query(sql, [1])).rows).toEqual([{ id: 1, note: "a" }]);
    await db.exec("alter table prepared_probe add column added int default 7");
    expect((await db.query(sql, [1])).rows).toEqual([{ id: 1, note: "a", added: 7 }]);
    expect((await db.pipeline([{ sql, params: [1] }]))[0]?.rows).toEqual([
      { id: 1, note: "a", added: 7 },
    ]);
  });

  it("hold a bounded number of statements, closing the least recently used", async () => {
    await db.transaction(async (tx) => {
      for (let i = 0; i < 300; i += 1) {
        await tx.query(`select ${i} as n from prepared_probe where id = $1`, [1]);
      }
      const texts = await preparedTexts(tx);
      expect(texts.length).toBeLessThanOrEqual(256);
      expect(texts).toContain("select 299 as n from prepared_probe where id = $1");
      expect(texts).not.toContain("select 0 as n from prepared_probe where id = $1");
    });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "prepare nothing on PostgreSQL when switched off, for poolers in transaction mode",
    async () => {
      const unprepared = await openPgDatabase(process.env.TEST_DATABASE_URL!, {
        logger: createLogger("silent"),
        preparedStatements: false,
      });
      try {
        await unprepared.transaction(async (tx) => {
          for (let i = 0; i < 3; i += 1) {
            expect((await tx.query("select $1::int + 1 as n", [i])).rows).toEqual([{ n: i + 1 }]);
          }
          const { rows } = await tx.query(
            "select count(*)::int as count from pg_prepared_statements",
          );
          expect(rows).toEqual([{ count: 0 }]);
        });
      } finally {
        await unprepared.close();
      }
    },
  );
});
