import type { JWK } from "jose";

export type SigningAlg = "ES256" | "RS256" | "HS256";

/** A private JWK that passed validation: its algorithm and `kid` are known. */
export interface PrivateJwk {
  jwk: JWK;
  alg: SigningAlg;
  kid: string;
}

/** A key set the server cannot use; `message` is the one line printed at start. */
export class KeyConfigError extends Error {}

/** JSON from a key setting or file; `source` names where it came from in the error. */
export function parseKeyJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new KeyConfigError(`${source}: not valid JSON`);
  }
}

/**
 * Checks a set of private JWKs as GoTrue's `GOTRUE_JWT_KEYS` holds them: an array, `{"keys": [...]}`,
 * or one key on its own (what `supabase gen signing-key` prints).
 */
export function validateJwks(parsed: unknown, source: string): PrivateJwk[] {
  const keys = Array.isArray(parsed)
    ? parsed
    : isObject(parsed) && "kty" in parsed
      ? [parsed]
      : isObject(parsed)
        ? parsed.keys
        : undefined;
  if (!Array.isArray(keys) || keys.length === 0) {
    throw new KeyConfigError(
      `${source}: expected a JWK set ({"keys": [...]}) with at least one key`,
    );
  }
  return keys.map((key: unknown) => validatePrivateJwk(key, source));
}

/** GoTrue signs with the key whose `key_ops` include "sign"; a set without one signs with its first. */
export function chooseSigningKey(keys: PrivateJwk[]): PrivateJwk {
  const signer = keys.find((key) => key.jwk.key_ops?.includes("sign")) ?? keys[0];
  if (!signer) throw new KeyConfigError("the key set is empty");
  return signer;
}

/** The public half as `/.well-known/jwks.json` publishes it; shared (HS256) secrets are never listed. */
export function toPublicJwk({ jwk, alg, kid }: PrivateJwk): JWK | undefined {
  if (alg === "HS256") return undefined;
  const material =
    jwk.kty === "EC"
      ? { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }
      : { kty: jwk.kty, n: jwk.n, e: jwk.e };
  return { ...material, kid, alg, use: "sig", key_ops: ["verify"] };
}

function validatePrivateJwk(key: unknown, source: string): PrivateJwk {
  if (!isObject(key)) throw new KeyConfigError(`${source}: every key must be a JSON object`);
  const jwk = key as JWK;
  const alg = algorithmOf(jwk, source);
  if (!jwk.kid) throw new KeyConfigError(`${source}: every key needs a kid`);
  const secret = alg === "HS256" ? jwk.k : jwk.d;
  if (!secret) {
    throw new KeyConfigError(
      `${source}: key ${jwk.kid} needs its private part (${alg === "HS256" ? "k" : "d"})`,
    );
  }
  if (jwk.key_ops !== undefined && !Array.isArray(jwk.key_ops)) {
    throw new KeyConfigError(`${source}: key ${jwk.kid} has key_ops that is not a list`);
  }
  return { jwk, alg, kid: jwk.kid };
}

function algorithmOf(jwk: JWK, source: string): SigningAlg {
  if (jwk.kty === "EC" && jwk.crv === "P-256" && (jwk.alg ?? "ES256") === "ES256") return "ES256";
  if (jwk.kty === "RSA" && (jwk.alg ?? "RS256") === "RS256") return "RS256";
  if (jwk.kty === "oct" && (jwk.alg ?? "HS256") === "HS256") return "HS256";
  throw new KeyConfigError(
    `${source}: only ES256 (EC P-256), RS256 (RSA) and HS256 (oct) keys are supported`,
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
