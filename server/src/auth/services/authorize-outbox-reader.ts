import type { JwtVerifier } from "../../lib/jwt.ts";
import type { SigningKeys } from "../../lib/signing-keys.ts";

export interface OutboxRequest {
  /** The TCP peer (never X-Forwarded-For); undefined for an in-process call. */
  peerAddress: string | undefined;
  /** The request names a client behind a proxy (X-Forwarded-For, Forwarded, X-Real-IP). */
  isForwarded: boolean;
  /** The `apikey` header or the Bearer token, if any. */
  credential: string | undefined;
}

/**
 * The outbox holds password-reset links, so it is read only from this machine or with the
 * service_role key. A loopback peer that forwards a client's address is a reverse proxy on this
 * machine passing on a request from elsewhere, so it does not count as local.
 */
export async function canReadOutbox(
  deps: { keys: Pick<SigningKeys, "serviceRoleKey">; jwt: JwtVerifier },
  request: OutboxRequest,
): Promise<boolean> {
  if (isLoopback(request.peerAddress) && !request.isForwarded) return true;
  const { credential } = request;
  if (!credential) return false;
  if (credential === deps.keys.serviceRoleKey) return true;
  const claims = await deps.jwt.verify(credential).catch(() => undefined);
  return claims?.role === "service_role";
}

function isLoopback(address: string | undefined): boolean {
  const peer = address?.replace(/^::ffff:/i, "");
  return peer === "::1" || (peer?.startsWith("127.") ?? false);
}
