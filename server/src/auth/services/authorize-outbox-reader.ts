import { isEqualSecret } from "../../lib/crypto.ts";
import type { JwtVerifier } from "../../lib/jwt.ts";
import type { SigningKeys } from "../../lib/signing-keys.ts";

export interface OutboxRequest {
  /** The `token` query parameter, if any. */
  token: string | undefined;
  /** The `apikey` header or the Bearer token, if any. */
  credential: string | undefined;
}

/**
 * The outbox holds password-reset links, so it is read only with the token printed at start (made
 * anew each start, shown to whoever runs the server) or the service_role key. Being on this
 * machine is not enough: a TCP proxy, an SSH tunnel or another local user on a shared machine
 * also connects from loopback. Secrets are compared in constant time.
 */
export async function canReadOutbox(
  deps: {
    keys: Pick<SigningKeys, "serviceRoleKey">;
    jwt: JwtVerifier;
    outboxToken?: string | undefined;
  },
  request: OutboxRequest,
): Promise<boolean> {
  if (deps.outboxToken && request.token && isEqualSecret(request.token, deps.outboxToken)) {
    return true;
  }
  const { credential } = request;
  if (!credential) return false;
  if (isEqualSecret(credential, deps.keys.serviceRoleKey)) return true;
  const claims = await deps.jwt.verify(credential).catch(() => undefined);
  return claims?.role === "service_role";
}
