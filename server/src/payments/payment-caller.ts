import type { JwtVerifier } from "../lib/jwt.ts";
import { paymentErrors } from "./payment-errors.ts";

/** The signed-in user a request acts for. */
export interface PaymentCaller {
  userId: string;
  claims: Record<string, unknown>;
}

/**
 * The bearer token checked as the REST API checks it (the server's JWT verifier: signature, expiry),
 * then required to be a user's token: an API key alone acts for nobody.
 */
export async function resolvePaymentCaller(
  deps: { jwt: JwtVerifier },
  authorization: string | undefined,
): Promise<PaymentCaller> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  if (!token) throw paymentErrors.notSignedIn();
  let claims: Record<string, unknown>;
  try {
    claims = await deps.jwt.verify(token);
  } catch {
    throw paymentErrors.notSignedIn("The session has expired or is not valid; sign in again");
  }
  if (claims.role !== "authenticated" || typeof claims.sub !== "string") {
    throw paymentErrors.notSignedIn();
  }
  return { userId: claims.sub as string, claims };
}
