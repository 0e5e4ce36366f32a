import { mkdir, readFile, writeFile, chmod } from "node:fs/promises";
import { join } from "node:path";
import { randomUUID, type webcrypto } from "node:crypto";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";

type CryptoKey = webcrypto.CryptoKey;

export type AsymmetricAlg = "ES256" | "RS256";

/** Everything the server needs to issue and check JWTs, built once at start. */
export interface SigningKeys {
  /** The key every token this server issues is signed with. */
  signer: { kid: string; alg: AsymmetricAlg; key: CryptoKey };
  /** Public halves of every configured key, as published at `/auth/v1/.well-known/jwks.json`. */
  publicJwks: { keys: JWK[] };
  /** Legacy HS256 secret (`AUTH_JWT_SECRET`): verifies, never signs. */
  legacySecret?: Uint8Array;
  anonKey: string;
  serviceRoleKey: string;
}

/** What is stored in the data directory (mode 0600) or printed by `npm run keys`. */
interface StoredKeySet {
  keys: JWK[];
  anon_key: string;
  service_role_key: string;
}

export interface KeySettings {
  dataDir: string;
  jwtKeys?: string;
  jwtSecret?: string;
  anonKey?: string;
  serviceRoleKey?: string;
}

const API_KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;
const KEY_FILE = "jwt-keys.json";

export class KeyConfigError extends Error {}

/**
 * Keys from `AUTH_JWT_KEYS` when set, otherwise the set kept in the data directory,
 * generated on first start. Explicit `ANON_KEY` / `SERVICE_ROLE_KEY` win over minted ones.
 */
export async function loadSigningKeys(settings: KeySettings): Promise<SigningKeys> {
  const stored = settings.jwtKeys
    ? { keys: parseJwkSet(settings.jwtKeys) }
    : await readOrCreateKeyFile(settings.dataDir);
  const privateJwks = stored.keys;
  const first = privateJwks[0];
  if (!first) throw new KeyConfigError("AUTH_JWT_KEYS: the key set is empty");
  const alg = algorithmOf(first);
  const signer = {
    kid: requireKid(first),
    alg,
    key: (await importJWK(first, alg)) as CryptoKey,
  };
  const partial = {
    signer,
    publicJwks: { keys: privateJwks.map(toPublicJwk) },
    legacySecret: settings.jwtSecret ? new TextEncoder().encode(settings.jwtSecret) : undefined,
  };
  return {
    ...partial,
    anonKey:
      settings.anonKey ??
      ("anon_key" in stored ? stored.anon_key : await mintApiKey(signer, "anon")),
    serviceRoleKey:
      settings.serviceRoleKey ??
      ("service_role_key" in stored
        ? stored.service_role_key
        : await mintApiKey(signer, "service_role")),
  };
}

/** A fresh ES256 key set and the API keys signed by it (first start, `npm run keys`). */
export async function generateKeySet(): Promise<StoredKeySet> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: "ES256", use: "sig" };
  const signer = { kid: jwk.kid, alg: "ES256" as const, key: privateKey };
  return {
    keys: [jwk],
    anon_key: await mintApiKey(signer, "anon"),
    service_role_key: await mintApiKey(signer, "service_role"),
  };
}

/** An API key as Supabase issues them: a long-lived JWT carrying only `role`. */
async function mintApiKey(signer: SigningKeys["signer"], role: "anon" | "service_role") {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: "supabase", role })
    .setProtectedHeader({ alg: signer.alg, kid: signer.kid, typ: "JWT" })
    .setIssuedAt(iat)
    .setExpirationTime(iat + API_KEY_LIFETIME_SECONDS)
    .sign(signer.key);
}

async function readOrCreateKeyFile(dataDir: string): Promise<StoredKeySet> {
  const path = join(dataDir, KEY_FILE);
  try {
    return JSON.parse(await readFile(path, "utf8")) as StoredKeySet;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const created = await generateKeySet();
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  await chmod(path, 0o600);
  return created;
}

function parseJwkSet(text: string): JWK[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new KeyConfigError("AUTH_JWT_KEYS: not valid JSON");
  }
  const keys = Array.isArray(parsed) ? parsed : (parsed as { keys?: unknown }).keys;
  if (!Array.isArray(keys) || keys.length === 0) {
    throw new KeyConfigError(
      'AUTH_JWT_KEYS: expected a JWK set ({"keys": [...]}) with at least one key',
    );
  }
  for (const key of keys as JWK[]) {
    if (!key.d) throw new KeyConfigError("AUTH_JWT_KEYS: every key needs its private part (d)");
    algorithmOf(key);
  }
  return keys as JWK[];
}

function algorithmOf(jwk: JWK): AsymmetricAlg {
  if (jwk.kty === "EC" && jwk.crv === "P-256" && (jwk.alg ?? "ES256") === "ES256") return "ES256";
  if (jwk.kty === "RSA" && (jwk.alg ?? "RS256") === "RS256") return "RS256";
  throw new KeyConfigError(
    "AUTH_JWT_KEYS: only ES256 (EC P-256) and RS256 (RSA) keys are supported",
  );
}

function requireKid(jwk: JWK): string {
  if (!jwk.kid) throw new KeyConfigError("AUTH_JWT_KEYS: every key needs a kid");
  return jwk.kid;
}

function toPublicJwk(jwk: JWK): JWK {
  const alg = algorithmOf(jwk);
  const material =
    jwk.kty === "EC"
      ? { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }
      : { kty: jwk.kty, n: jwk.n, e: jwk.e };
  return { ...material, kid: requireKid(jwk), alg, use: "sig", key_ops: ["verify"] };
}
