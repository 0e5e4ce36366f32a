import type { Queryable, QueryResult, Statement } from "./database.ts";

type Answer = PromiseWithResolvers<QueryResult<Record<string, unknown>>>;

/**
 * Runs calls that each send their statements before their first await (a repository function
 * that queries once does, and so does a `sendTogether` of such calls) as one pipeline on `q`: one
 * message and one round trip instead of one per statement, in the order given. Resolves each
 * call's own result, as if awaited one by one; a failing statement skips the rest (inside a
 * transaction, the transaction fails) and rejects with the first failing call's error, in order.
 */
export async function sendTogether<const Calls extends readonly Promise<unknown>[]>(
  q: Queryable,
  calls: (together: Queryable) => Calls,
): Promise<{ -readonly [K in keyof Calls]: Awaited<Calls[K]> }> {
  const statements: Statement[] = [];
  const answers: Answer[] = [];
  let isSent = false;
  const refuse = (): never => {
    throw new Error("sendTogether: each call must send its statements before it awaits");
  };
  const together: Queryable = {
    query<Row>(sql: string, params?: readonly unknown[]) {
      if (isSent) refuse();
      const answer: Answer = Promise.withResolvers();
      statements.push({ sql, params });
      answers.push(answer);
      return answer.promise as Promise<QueryResult<Row>>;
    },
    exec: refuse,
    // A nested sendTogether's statements join this message.
    pipeline: (nested) => Promise.all(nested.map(({ sql, params }) => together.query(sql, params))),
  };
  const pending = calls(together);
  isSent = true;
  if (statements.length > 0) {
    try {
      const results = await q.pipeline(statements);
      answers.forEach((answer, index) => answer.resolve(results[index]!));
    } catch (error) {
      for (const answer of answers) answer.reject(error);
    }
  }
  // Settle all, then report the first failure in order: the call whose statement failed, not
  // whichever of the skipped ones settled first.
  const settled = await Promise.allSettled(pending);
  const failed = settled.find((outcome) => outcome.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof Calls]: Awaited<Calls[K]>;
  };
}
