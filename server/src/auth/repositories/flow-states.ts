import type { Queryable } from "../../db/database.ts";

export interface FlowStateRow {
  id: string;
  user_id: string;
  code_challenge: string;
  code_challenge_method: "s256" | "plain";
  authentication_method: string;
  auth_code: string | null;
  auth_code_issued_at: Date | null;
  created_at: Date;
}

export async function insertFlowState(
  q: Queryable,
  flow: {
    userId: string;
    challenge: string;
    method: string;
    authenticationMethod: string;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `insert into auth.flow_state (user_id, code_challenge, code_challenge_method, authentication_method, created_at)
     values ($1, $2, $3, $4, $5)`,
    [flow.userId, flow.challenge, flow.method, flow.authenticationMethod, flow.now],
  );
}

/** The user's newest flow that has not handed out its auth code yet. */
export async function findOpenFlowState(
  q: Queryable,
  userId: string,
): Promise<FlowStateRow | undefined> {
  const { rows } = await q.query<FlowStateRow>(
    "select * from auth.flow_state where user_id = $1 and auth_code is null order by created_at desc limit 1",
    [userId],
  );
  return rows[0];
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
export async function takeFlowStateByAuthCode(
  q: Queryable,
  code: string,
): Promise<FlowStateRow | undefined> {
  const { rows } = await q.query<FlowStateRow>(
    "delete from auth.flow_state where auth_code = $1 returning *",
    [code],
  );
  return rows[0];
}
