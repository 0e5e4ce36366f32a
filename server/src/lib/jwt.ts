import {
  createLocalJWKSet,
  errors as joseErrors,
  type JWTHeaderParameters,
  type JWTPayload,
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

/** Builds the verifier once: ES256/RS256 through the published key set, HS256 through a secret. */
export function createJwtVerifier(keys: SigningKeys, clock: Clock): JwtVerifier {
  const jwks = createLocalJWKSet(keys.publicJwks);
  const resolveKey = async (header: JWTHeaderParameters) => {
    if (header.alg === "HS256") {
      // As GoTrue: the key-set secret the kid names, else the legacy secret.
      const secret = (header.kid && keys.sharedSecrets.get(header.kid)) || keys.legacySecret;
      if (!secret) throw new InvalidJwtError("HS256 tokens are not accepted");
      return secret;
    }
    return jwks(header);
  };
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, resolveKey, {
          algorithms: ["ES256", "RS256", "HS256"],
          currentDate: clock.now(),
        });
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
