import { createHash, randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { isEqualSecret } from "../../lib/crypto.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import type { AuthContext } from "../auth-context.ts";
import {
  findOpenFlowState,
  insertFlowState,
  setAuthCode,
  takeFlowStateByAuthCode,
} from "../repositories/flow-states.ts";
import { findUserById } from "../repositories/users.ts";
import type { IssuedSession } from "../serializers.ts";
import { type AuthMethod, type ClientInfo, issueSession } from "./issue-session.ts";

export interface PkceParams {
  challenge: string;
  method: "s256" | "plain";
}

const CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;
const FLOW_STATE_LIFETIME_MS = 300_000;

/**
 * `code_challenge` + `code_challenge_method` of a body or query (null or absent when not sent), as
 * GoTrue validates them; undefined without PKCE.
 */
export function readPkceParams(request: {
  code_challenge?: string | null;
  code_challenge_method?: string | null;
}): PkceParams | undefined {
  const challenge = request.code_challenge ?? undefined;
  const method = request.code_challenge_method ?? undefined;
  if (!challenge && !method) return undefined;
  if (!challenge || !method) {
    throw validationFailed("PKCE flow requires code_challenge_method and code_challenge");
  }
  const normalized = method.toLowerCase();
  if (normalized !== "s256" && normalized !== "plain") {
    throw validationFailed(`code challenge method not supported: ${method}`);
  }
  if (!CHALLENGE.test(challenge)) {
    throw validationFailed("code challenge has to be between 43 and 128 characters");
  }
  return { challenge, method: normalized };
}

/** Remembers the challenge of a flow being started; the user is null until an OAuth callback. */
export function startFlow(
  ctx: AuthContext,
  userId: string | null,
  pkce: PkceParams,
  authenticationMethod: AuthMethod,
): Promise<string> {
  return insertFlowState(ctx.db, {
    userId,
    challenge: pkce.challenge,
    method: pkce.method,
    authenticationMethod,
    now: ctx.clock.now(),
  });
}

/** After a PKCE link was verified: the auth code the browser exchanges for a session. */
export async function issueAuthCode(
  ctx: AuthContext,
  tx: Queryable,
  userId: string,
): Promise<string> {
  const flow = await findOpenFlowState(tx, userId);
  if (!flow) throw new AuthError(404, "flow_state_not_found", "Flow state not found");
  const code = randomUUID();
  await setAuthCode(tx, flow.id, code, ctx.clock.now());
  return code;
}

/** POST /token?grant_type=pkce: the auth code and its verifier become a session, once. */
export async function exchangeAuthCode(
  ctx: AuthContext,
  input: { authCode: string; verifier: string },
  client: ClientInfo,
): Promise<IssuedSession> {
  if (!input.authCode || !input.verifier) {
    throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  }
  return ctx.db.transaction(async (tx) => {
    const flow = await takeFlowStateByAuthCode(tx, input.authCode);
    if (!flow?.user_id)
      throw new AuthError(
        404,
        "flow_state_not_found",
        "invalid flow state, no valid flow state found",
      );
    const issuedAt = flow.auth_code_issued_at ?? flow.created_at;
    if (issuedAt.getTime() + FLOW_STATE_LIFETIME_MS < ctx.clock.now().getTime()) {
      throw new AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired");
    }
    const expected =
      flow.code_challenge_method === "s256"
        ? createHash("sha256").update(input.verifier).digest("base64url")
        : input.verifier;
    if (!isEqualSecret(expected, flow.code_challenge)) {
      throw new AuthError(
        400,
        "bad_code_verifier",
        "code challenge does not match previously saved code verifier",
      );
    }
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    return issueSession(ctx, tx, user, flow.authentication_method as AuthMethod, client);
  });
}
