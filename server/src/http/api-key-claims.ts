import { decodeJwt, type JWTPayload } from "jose";
import type { SigningKeys } from "../lib/signing-keys.ts";

/**
 * The claims of one of this server's own API keys. Its value was compared with the configured
 * keys already, so a JWT key is decoded without verifying it; an opaque key maps to its role.
 */
export function claimsOfApiKey(
  keys: Pick<SigningKeys, "serviceRoleKey">,
  apiKey: string,
): JWTPayload {
  try {
    return decodeJwt(apiKey);
  } catch {
    return { role: apiKey === keys.serviceRoleKey ? "service_role" : "anon" };
  }
}
