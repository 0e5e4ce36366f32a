import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../testing/use-test-database.ts";
import type { Queryable, Statement } from "./database.ts";
import { readPostgresError } from "./postgres-error.ts";
import { sendTogether } from "./send-together.ts";

// sendTogether on the driver under test (PGlite, or PostgreSQL with TEST_DATABASE_URL).
const db = useTestDatabase("create table together_probe (id int primary key, note text)");

/** Repository-shaped calls: one statement each, then their own mapping of the rows. */
const insertNote = async (q: Queryable, id: number, note: string) =>
  (await q.query("insert into together_probe values ($1, $2)", [id, note])).rowCount;
const findNote = async (q: Queryable, id: number) =>
  (await q.query<{ note: string }>("select note from together_probe where id = $1", [id])).rows[0]
    ?.note;

/** Counts the messages sent through `q`. */
function counting(q: Queryable): { q: Queryable; messages: Statement[][] } {
  const messages: Statement[][] = [];
  return {
    messages,
    q: {
      query(sql, params) {
        messages.push([{ sql, params }]);
        return q.query(sql, params);
      },
      exec: (sql) => q.exec(sql),
      pipeline(statements) {
        messages.push([...statements]);
        return q.pipeline(statements);
      },
    },
  };
}

describe("sendTogether", () => {
  it("sends the calls' statements as one message, in order, and resolves each call's result", async () => {
    const results = await db.transaction(async (tx) => {
      const sent = counting(tx);
      const answers = await sendTogether(sent.q, (q) => [
        insertNote(q, 1, "first"),
        findNote(q, 1),
        Promise.resolve("no statement"),
        findNote(q, 2),
      ]);
      return { answers, messages: sent.messages.map((statements) => statements.length) };
    });
    expect(results).toEqual({ answers: [1, "first", "no statement", undefined], messages: [3] });
  });

  it("rejects with the failing statement's error, and its transaction keeps nothing", async () => {
    const failure = await db
      .transaction((tx) =>
        sendTogether(tx, (q) => [insertNote(q, 2, "lost"), insertNote(q, 1, "duplicate")]),
      )
      .catch((error: unknown) => error);
    expect(readPostgresError(failure)).toMatchObject({ code: "23505" });
    expect(await findNote(db, 2)).toBeUndefined();
  });

  it("takes a nested sendTogether's statements into its own message", async () => {
    const sent = counting(db);
    const [outer, inner] = await sendTogether(sent.q, (q) => [
      insertNote(q, 3, "outer"),
      sendTogether(q, (nested) => [insertNote(nested, 4, "inner"), findNote(nested, 3)]),
    ]);
    expect({ outer, inner }).toEqual({ outer: 1, inner: [1, "outer"] });
    expect(sent.messages.map((statements) => statements.length)).toEqual([3]);
  });

  it("rejects with the first failing call's error in order, however late it settles", async () => {
    // The first call maps its failure a few steps later than the skipped call after it fails.
    const mapped = async (q: Queryable) => {
      try {
        return await insertNote(q, 1, "duplicate");
      } catch {
        await Promise.resolve();
        throw new Error("note 1 exists");
      }
    };
    await expect(sendTogether(db, (q) => [mapped(q), findNote(q, 1)])).rejects.toThrow(
      "note 1 exists",
    );
  });

  it("refuses a call that sends a statement after it has awaited", async () => {
    const twoSteps = async (q: Queryable) => {
      await findNote(q, 1);
      return findNote(q, 1);
    };
    await expect(sendTogether(db, (q) => [twoSteps(q)])).rejects.toThrow(
      "each call must send its statements before it awaits",
    );
  });
});
