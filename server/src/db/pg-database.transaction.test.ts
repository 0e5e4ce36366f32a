import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../testing/use-test-database.ts";

// How a transaction reaches a PostgreSQL server: BEGIN in its first message, and that message sent
// again when its connection is lost. Part of the PostgreSQL pass (`TEST_DATABASE_URL`).
describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL transactions", () => {
  const db = useTestDatabase(
    "create table tx_probe (id int primary key); create sequence tx_attempts",
  );

  const storedIds = async () =>
    (await db.query<{ id: number }>("select id from tx_probe order by id")).rows.map(
      (row) => row.id,
    );

  it("sends BEGIN with its first statement: two statements and COMMIT in three messages", async () => {
    const sent = vi.spyOn(pg.Client.prototype, "query");
    const count = await db.transaction(async (tx) => {
      await tx.query("insert into tx_probe values ($1)", [1]);
      return (await tx.query<{ n: number }>("select count(*)::int as n from tx_probe")).rows[0]?.n;
    });
    const messages = sent.mock.calls.length;
    sent.mockRestore();

    expect(count).toBe(1);
    expect(messages).toBe(3);
    expect(await storedIds()).toEqual([1]);
  });

  it("sends nothing for a transaction without statements", async () => {
    const sent = vi.spyOn(pg.Client.prototype, "query");
    await expect(db.transaction(async () => "nothing")).resolves.toBe("nothing");
    const messages = sent.mock.calls.length;
    sent.mockRestore();

    expect(messages).toBe(0);
  });

  it("rolls back when its first statement fails, and the connection serves the next", async () => {
    const failed = db.transaction(async (tx) => {
      await tx.pipeline([
        { sql: "insert into tx_probe values ($1)", params: [2] },
        { sql: "select 1 / 0" },
      ]);
    });
    await expect(failed).rejects.toMatchObject({ code: "22012" });

    const after = await db.transaction(async (tx) => {
      await tx.query("insert into tx_probe values ($1)", [3]);
      return (
        await tx.query<{ open: boolean }>(
          "select pg_current_xact_id_if_assigned() is not null as open",
        )
      ).rows[0]?.open;
    });
    expect(after).toBe(true);
    expect(await storedIds()).toEqual([1, 3]);
  });

  it("sends its first message again on a new connection when the first one is lost", async () => {
    // A sequence counts outside transactions: the first statement ends its own connection the
    // first time it runs, and only then.
    const killFirstAttempt =
      "select pg_backend_pid() as pid, case when nextval('tx_attempts') = 1" +
      " then pg_terminate_backend(pg_backend_pid()) end";
    const sent = vi.spyOn(pg.Client.prototype, "query");
    const [attempt, later] = await db.transaction(async (tx) => {
      const [first] = await tx.pipeline([
        { sql: killFirstAttempt },
        { sql: "insert into tx_probe values ($1)", params: [4] },
      ]);
      const second = await tx.query<{ pid: number }>("select pg_backend_pid() as pid");
      return [first?.rows[0] as { pid: number }, second.rows[0]];
    });
    const messages = sent.mock.calls.length;
    sent.mockRestore();

    expect(messages).toBe(4);
    expect(later?.pid).toBe(attempt.pid);
    expect(await storedIds()).toEqual([1, 3, 4]);
    const attempts = await db.query<{ n: number }>("select last_value as n from tx_attempts");
    expect(attempts.rows).toEqual([{ n: 2 }]);
  });
});
