import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  type JWTHeaderParameters,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  SignJWT,
} from "jose";
import type { Clock } from "./clock.ts";
import type { SigningKeys } from "./signing-keys.ts";

export class InvalidJwtError extends Error {
  readonly isExpired: boolean;

  constructor(message: string, isExpired = false) {
    super(message);
    this.isExpired = isExpired;
  }
}

export interface JwtVerifier {
  /** The verified claims, or InvalidJwtError. Tokens without `exp` are accepted, as GoTrue does. */
  verify(token: string): Promise<JWTPayload>;
}

/** How many verified tokens are remembered, and for how long at most. */
const CACHE_ENTRIES = 10_000;
const CACHE_MILLISECONDS = 5 * 60 * 1000;

interface VerifiedToken {
  claims: JWTPayload;
  /** Epoch milliseconds: the token's `exp`, or sooner. */
  validUntil: number;
}

/**
 * Builds the verifier once: ES256/RS256 through the server's key set, HS256 through a secret.
 * A verified token is remembered (keyed by its exact text, until its `exp` or a few minutes, in a
 * bounded LRU), so a client sending the same token again skips the signature check. Only this
 * check is skipped: session, user and ban lookups stay with the callers. Failures are not cached.
 */
export function createJwtVerifier(keys: SigningKeys, clock: Clock): JwtVerifier {
  const jwks = createLocalJWKSet(keys.publicJwks);
  return cachingVerifier(clock, async (header: JWTHeaderParameters) => {
    if (header.alg === "HS256") {
      // As GoTrue: the key-set secret the kid names, else the legacy secret.
      const secret = (header.kid && keys.sharedSecrets.get(header.kid)) || keys.legacySecret;
      if (!secret) throw new InvalidJwtError("HS256 tokens are not accepted");
      return secret;
    }
    return jwks(header);
  });
}

/**
 * The verifier of a program that holds no keys (an Edge Function): ES256/RS256 through the
 * project's published key set (`<SUPABASE_URL>/auth/v1/.well-known/jwks.json`), fetched once and
 * again when a token names an unknown `kid`, as jose's remote key set does. HS256 is refused: its
 * secret is never published.
 */
export function createRemoteJwtVerifier(jwksUrl: URL, clock: Clock): JwtVerifier {
  const jwks = createRemoteJWKSet(jwksUrl);
  return cachingVerifier(clock, (header) => {
    if (header.alg === "HS256") throw new InvalidJwtError("HS256 tokens are not accepted");
    return jwks(header);
  });
}

function cachingVerifier(clock: Clock, resolveKey: JWTVerifyGetKey): JwtVerifier {
  const verified = new Map<string, VerifiedToken>();
  return {
    async verify(token) {
      const now = clock.now();
      const cached = verified.get(token);
      if (cached) {
        verified.delete(token);
        if (now.getTime() < cached.validUntil) {
          verified.set(token, cached);
          return cached.claims;
        }
      }
      try {
        const { payload } = await jwtVerify(token, resolveKey, {
          algorithms: ["ES256", "RS256", "HS256"],
          currentDate: now,
        });
        const bound = now.getTime() + CACHE_MILLISECONDS;
        const validUntil = payload.exp === undefined ? bound : Math.min(payload.exp * 1000, bound);
        if (verified.size >= CACHE_ENTRIES) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims: payload, validUntil });
        return payload;
      } catch (error) {
        if (error instanceof InvalidJwtError) throw error;
        if (error instanceof joseErrors.JWTExpired)
          throw new InvalidJwtError("token is expired", true);
        if (error instanceof joseErrors.JWKSNoMatchingKey) {
          throw new InvalidJwtError("no key in the key set matches the token's kid");
        }
        throw new InvalidJwtError(error instanceof Error ? error.message : "invalid token");
      }
    },
  };
}

/** Signs claims with the server's signing key, `kid` in the header. */
export function signJwt(keys: SigningKeys, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: keys.signer.alg, kid: keys.signer.kid, typ: "JWT" })
    .sign(keys.signer.key);
}
