import type { JWTPayload } from "jose";
import { roleOfClaims } from "../db/role-of-claims.ts";
import type { RequestRole } from "../db/transaction-as-role.ts";
import { claimsOfApiKey } from "../http/api-key-claims.ts";
import type { AppDeps } from "../http/app-env.ts";
import { InvalidJwtError } from "../lib/jwt.ts";
import { jwtError, RestError } from "./rest-errors.ts";

/**
 * The gateway's API-key check, then PostgREST's JWT check. Supabase's gateway answers 401
 * `{"message":"No API key found in request"}` or `Invalid API key` before PostgREST sees anything.
 */
export class ApiKeyError extends Error {
  readonly hint: string;

  constructor(message: string, hint: string) {
    super(message);
    this.hint = hint;
  }
}

/** Works out the role from `apikey` and `Authorization: Bearer`; nothing is queried. */
export async function resolveRequestRole(
  deps: Pick<AppDeps, "keys" | "jwt">,
  apiKey: string | undefined,
  authorization: string | undefined,
): Promise<RequestRole> {
  if (!apiKey) {
    throw new ApiKeyError(
      "No API key found in request",
      "No `apikey` request header or url param was found.",
    );
  }
  if (apiKey !== deps.keys.anonKey && apiKey !== deps.keys.serviceRoleKey) {
    throw new ApiKeyError(
      "Invalid API key",
      "Double check your Supabase `anon` or `service_role` API key.",
    );
  }
  if (authorization !== undefined && /^Bearer\s*$/i.test(authorization)) {
    throw jwtError("PGRST301", "Empty JWT is sent in Authorization header");
  }
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  const token = bearer ?? apiKey;
  const claims = token === apiKey ? apiKeyClaims(deps, apiKey) : await verifyToken(deps, token);
  return rememberedRoleOf(claims);
}

/** Claims of the configured API keys (only those get this far), decoded once each. */
const claimsByApiKey = new Map<string, JWTPayload>();

function apiKeyClaims(deps: Pick<AppDeps, "keys">, apiKey: string): JWTPayload {
  let claims = claimsByApiKey.get(apiKey);
  if (!claims) {
    // Each server's keys are added once; a process that makes many servers (tests) starts over.
    if (claimsByApiKey.size >= 64) claimsByApiKey.clear();
    claims = claimsOfApiKey(deps.keys, apiKey);
    claimsByApiKey.set(apiKey, claims);
  }
  return claims;
}

/**
 * The verifier hands out the same claims object for a token it has seen, so the role built from
 * them (and the JSON text the database gets) is made once per token, not once per request.
 */
const roleByClaims = new WeakMap<JWTPayload, RequestRole>();

function rememberedRoleOf(claims: JWTPayload): RequestRole {
  const known = roleByClaims.get(claims);
  if (known) return known;
  // What Postgres says when a login may not switch to the role; PostgREST passes it through.
  const as = roleOfClaims(
    claims,
    (role) => new RestError(403, "42501", `permission denied to set role "${role}"`),
  );
  roleByClaims.set(claims, as);
  return as;
}

async function verifyToken(deps: Pick<AppDeps, "jwt">, token: string): Promise<JWTPayload> {
  try {
    return await deps.jwt.verify(token);
  } catch (error) {
    if (error instanceof InvalidJwtError && error.isExpired)
      throw jwtError("PGRST303", "JWT expired");
    const parts = token.split(".").length;
    throw jwtError(
      "PGRST301",
      parts === 3 ? "JWT cryptographic operation failed" : `Expected 3 parts in JWT; got ${parts}`,
    );
  }
}
