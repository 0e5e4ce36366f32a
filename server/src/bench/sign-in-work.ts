import { randomUUID } from "node:crypto";
import type { Database, Statement } from "../db/database.ts";
import { randomToken, sha256Hex } from "../lib/crypto.ts";
import {
  describeCalls,
  type RecordedCall,
  replaceInParams,
  replayCalls,
} from "./recording-database.ts";

/** What one password sign-in sent to the database, and the session it answered with. */
export interface RecordedSignIn {
  calls: RecordedCall[];
  sessionId: string;
  refreshToken: string;
}

/** The session message's statement that forgets the attempt's failures, by their ids ($1). */
const FORGET_FAILURES = "delete from auth.password_failures";

/**
 * A password sign-in's work without the product around it, as a bare server does it per request:
 * what the recording sent before its attempt (on PostgreSQL, the rate limit's count), the
 * attempt-and-account pipeline, `verify`, the session pipeline with a new session id and refresh
 * token and this attempt's own failure ids, the access token hook's call when the product made one,
 * then `sign`. Sign-ins take the recorded accounts in
 * turn, as the product's load does (an account's attempts in flight count towards its limits).
 */
export function createSignInWork(
  db: Database,
  signIns: readonly RecordedSignIn[],
  steps: { verify(): Promise<unknown>; sign(): Promise<string> },
): () => Promise<string> {
  const plans = signIns.map(planSignIn);
  let next = 0;
  return async () => {
    const plan = plans[next++ % plans.length]!;
    await replayCalls(db, plan.before);
    const [outcome] = await db.pipeline(plan.attempt);
    const { ids } = outcome!.rows[0] as { ids: string[] };
    await steps.verify();
    await db.pipeline(plan.session(ids));
    await replayCalls(db, plan.hook);
    return steps.sign();
  };
}

/** The custom access token hook's call, which a sign-in makes after its session pipeline. */
const TOKEN_HOOK = /custom_access_token_hook/;

function planSignIn({ calls: recorded, sessionId, refreshToken }: RecordedSignIn) {
  const last = recorded.at(-1);
  const hasHook = last?.kind === "query" && TOKEN_HOOK.test(last.sql);
  const calls = hasHook ? recorded.slice(0, -1) : recorded;
  const [attempt, session] = calls.slice(-2);
  if (attempt?.kind !== "pipeline" || session?.kind !== "pipeline") {
    throw new Error(
      `a password sign-in ends with two pipelines (and the token hook), not ${describeCalls(recorded)}`,
    );
  }
  const forget = session.statements.findIndex(({ sql }) => sql.startsWith(FORGET_FAILURES));
  if (forget < 0) throw new Error(`the session pipeline does not forget the attempt's failures`);
  return {
    before: calls.slice(0, -2),
    hook: hasHook ? [last] : [],
    attempt: attempt.statements,
    session(failureIds: readonly string[]): Statement[] {
      const [fresh] = replaceInParams(
        replaceInParams([session], sessionId, randomUUID()),
        sha256Hex(refreshToken),
        sha256Hex(randomToken()),
      ) as [typeof session];
      return fresh.statements.map((statement, index) =>
        index === forget
          ? { sql: statement.sql, params: [failureIds, ...(statement.params ?? []).slice(1)] }
          : statement,
      );
    },
  };
}
