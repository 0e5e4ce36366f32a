import type { Queryable } from "../../db/database.ts";
import { queryFirstRow } from "../../db/query-first-row.ts";

export interface FlowStateRow {
  id: string;
  /** Null while an OAuth sign-in waits for its callback. */
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: "s256" | "plain";
  authentication_method: string;
  auth_code: string | null;
  auth_code_issued_at: Date | null;
  created_at: Date;
}

/** Returns the new flow's id. */
export async function insertFlowState(
  q: Queryable,
  flow: {
    userId: string | null;
    challenge: string;
    method: string;
    authenticationMethod: string;
    now: Date;
  },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.flow_state (user_id, code_challenge, code_challenge_method, authentication_method, created_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [flow.userId, flow.challenge, flow.method, flow.authenticationMethod, flow.now],
  );
  return (rows[0] as { id: string }).id;
}

/** Names the user of an OAuth flow and sets its auth code; false when the flow is gone or used. */
export async function bindFlowStateToUser(
  q: Queryable,
  flow: { id: string; userId: string; code: string; now: Date },
): Promise<boolean> {
  const { rows } = await q.query(
    `update auth.flow_state set user_id = $2, auth_code = $3, auth_code_issued_at = $4
     where id = $1 and user_id is null and auth_code is null returning id`,
    [flow.id, flow.userId, flow.code, flow.now],
  );
  return rows.length > 0;
}

/** The user's newest flow that has not handed out its auth code yet. */
export function findOpenFlowState(q: Queryable, userId: string): Promise<FlowStateRow | undefined> {
  return queryFirstRow<FlowStateRow>(
    q,
    "select * from auth.flow_state where user_id = $1 and auth_code is null order by created_at desc limit 1",
    [userId],
  );
}

export async function setAuthCode(
  q: Queryable,
  id: string,
  code: string,
  now: Date,
): Promise<void> {
  await q.query(
    "update auth.flow_state set auth_code = $2, auth_code_issued_at = $3 where id = $1",
    [id, code, now],
  );
}

/** Deletes and returns the flow holding `code` (single use). */
export function takeFlowStateByAuthCode(
  q: Queryable,
  code: string,
): Promise<FlowStateRow | undefined> {
  return queryFirstRow<FlowStateRow>(
    q,
    "delete from auth.flow_state where auth_code = $1 returning *",
    [code],
  );
}
