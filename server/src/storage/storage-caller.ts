import type { Database, Queryable } from "../db/database.ts";
import { readPostgresError } from "../db/postgres-error.ts";
import { roleOfClaims } from "../db/role-of-claims.ts";
import { type RequestRole, transactionAsRole } from "../db/transaction-as-role.ts";
import { claimsOfApiKey } from "../http/api-key-claims.ts";
import type { AppDeps } from "../http/app-env.ts";
import { InvalidJwtError } from "../lib/jwt.ts";
import { fromPostgresError, StorageError, storageErrors } from "./storage-errors.ts";

/** Who a storage request runs as: the role and claims its policies see, and the owner it records. */
export interface StorageCaller {
  as: RequestRole;
  /** The JWT's `sub`, written to `owner`/`owner_id` of what the caller uploads. */
  owner: string | undefined;
  /** False for a request without a usable token on a route that serves anonymous readers. */
  isAuthenticated: boolean;
}

const ANONYMOUS: StorageCaller = {
  as: { role: "anon", claims: { role: "anon" } },
  owner: undefined,
  isAuthenticated: false,
};

/**
 * Storage's JWT check: the bearer token (an API key or a user's access token) decides the role.
 * Routes that also serve anonymous readers (`allowAnonymous`) fall back to `anon` on a missing or
 * bad token, as Storage's `allowInvalidJwt` does; the others answer AccessDenied.
 */
export async function resolveStorageCaller(
  deps: Pick<AppDeps, "keys" | "jwt">,
  authorization: string | undefined,
  options: { allowAnonymous: boolean } = { allowAnonymous: false },
): Promise<StorageCaller> {
  // Storage's route schemas require the header before any token check runs.
  if (authorization === undefined && !options.allowAnonymous) {
    throw storageErrors.missingAuthorization();
  }
  const token = (authorization ?? "").replace(/^Bearer\s+/i, "").trim();
  try {
    if (!token) throw new InvalidJwtError("jwt must be provided");
    const isApiKey = token === deps.keys.anonKey || token === deps.keys.serviceRoleKey;
    const claims = isApiKey ? claimsOfApiKey(deps.keys, token) : await deps.jwt.verify(token);
    return {
      as: roleOfClaims(claims, () =>
        storageErrors.accessDenied("Access denied: Invalid role", 403),
      ),
      owner: typeof claims.sub === "string" ? claims.sub : undefined,
      isAuthenticated: true,
    };
  } catch (error) {
    if (error instanceof StorageError) throw error;
    if (options.allowAnonymous) return ANONYMOUS;
    const message = error instanceof Error ? error.message : "invalid token";
    throw storageErrors.accessDenied(message);
  }
}

/**
 * Runs `work` in one transaction as the caller's role with its claims, so the policies on
 * `storage.objects` decide, exactly as on Supabase; Postgres errors become Storage errors.
 */
export async function runAsCaller<T>(
  db: Database,
  caller: StorageCaller,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await transactionAsRole(db, caller.as, {}, work);
  } catch (error) {
    throw asStorageError(error);
  }
}

/**
 * Runs `check` as the server, then `work` as the caller, in one transaction: for what Storage
 * checks as its superuser before acting as the caller (a bucket must be empty to be deleted).
 */
export async function runAsServerThenCaller<T>(
  db: Database,
  caller: StorageCaller,
  check: (tx: Queryable) => Promise<void>,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await check(tx);
      await tx.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
        [caller.as.role, JSON.stringify(caller.as.claims)],
      );
      return work(tx);
    });
  } catch (error) {
    throw asStorageError(error);
  }
}

function asStorageError(error: unknown): unknown {
  if (error instanceof StorageError) return error;
  const pgError = readPostgresError(error);
  return pgError ? fromPostgresError(pgError, error) : error;
}
