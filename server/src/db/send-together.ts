import type { Queryable, QueryResult, Statement } from "./database.ts";

type Answer = PromiseWithResolvers<QueryResult<Record<string, unknown>>>;

/**
 * Runs calls that each send their statement before their first await (a repository function
 * that queries once does) as one pipeline on `q`: one message and one round trip instead of one
 * per statement, in the order given. Resolves each call's own result, as if awaited one by one;
 * a failing statement rejects it and skips the rest (inside a transaction, the transaction fails).
 */
export async function sendTogether<const Calls extends readonly Promise<unknown>[]>(
  q: Queryable,
  calls: (together: Queryable) => Calls,
): Promise<{ -readonly [K in keyof Calls]: Awaited<Calls[K]> }> {
  const statements: Statement[] = [];
  const answers: Answer[] = [];
  let isSent = false;
  const refuse = (): never => {
    throw new Error("sendTogether: each call must send its one statement before it awaits");
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
    pipeline: refuse,
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
  return (await Promise.all(pending)) as { -readonly [K in keyof Calls]: Awaited<Calls[K]> };
}
