import { mkdir, readFile, writeFile, chmod } from "node:fs/promises";
import { join } from "node:path";
import { randomUUID, type webcrypto } from "node:crypto";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import {
  chooseSigningKey,
  KeyConfigError,
  parseKeyJson,
  type PrivateJwk,
  type SigningAlg,
  toPublicJwk,
  validateJwks,
} from "./jwk-set.ts";

export { KeyConfigError };

type CryptoKey = webcrypto.CryptoKey;

/** Everything the server needs to issue and check JWTs, built once at start. */
export interface SigningKeys {
  /** The key every token this server issues is signed with (an HS256 key is a shared secret). */
  signer: { kid: string; alg: SigningAlg; key: CryptoKey | Uint8Array };
  /** Public halves of every configured asymmetric key, as published at `/auth/v1/.well-known/jwks.json`. */
  publicJwks: { keys: JWK[] };
  /** HS256 keys of the key set by `kid`: they verify tokens whose header names them. */
  sharedSecrets: ReadonlyMap<string, Uint8Array>;
  /** Legacy HS256 secret (`AUTH_JWT_SECRET`): verifies tokens without a known `kid`, never signs. */
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

/** A validated key set and the API keys stored beside it, if any. */
interface LoadedKeySet {
  keys: PrivateJwk[];
  anon_key?: string;
  service_role_key?: string;
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

/**
 * Keys from `AUTH_JWT_KEYS` when set, otherwise the set kept in the data directory,
 * generated on first start. Explicit `ANON_KEY` / `SERVICE_ROLE_KEY` win over minted ones.
 * Any key the server cannot use throws KeyConfigError naming it.
 */
export async function loadSigningKeys(settings: KeySettings): Promise<SigningKeys> {
  const stored: LoadedKeySet = settings.jwtKeys
    ? { keys: validateJwks(parseKeyJson(settings.jwtKeys, "AUTH_JWT_KEYS"), "AUTH_JWT_KEYS") }
    : await readOrCreateKeyFile(settings.dataDir);
  const chosen = chooseSigningKey(stored.keys);
  const signer = { kid: chosen.kid, alg: chosen.alg, key: await importPrivateKey(chosen) };
  const sharedSecrets = new Map<string, Uint8Array>();
  for (const key of stored.keys) {
    if (key.alg === "HS256")
      sharedSecrets.set(key.kid, (await importPrivateKey(key)) as Uint8Array);
  }
  return {
    signer,
    publicJwks: { keys: stored.keys.flatMap((key) => toPublicJwk(key) ?? []) },
    sharedSecrets,
    legacySecret: settings.jwtSecret ? new TextEncoder().encode(settings.jwtSecret) : undefined,
    anonKey: settings.anonKey ?? stored.anon_key ?? (await mintApiKey(signer, "anon")),
    serviceRoleKey:
      settings.serviceRoleKey ??
      stored.service_role_key ??
      (await mintApiKey(signer, "service_role")),
  };
}

/**
 * WebCrypto refuses a private key imported for "verify" (`key_ops: ["sign","verify"]`, as GoTrue and
 * Supabase's key generator write them), so the key is imported for signing only; verifying goes
 * through its public half.
 */
async function importPrivateKey({ jwk, alg, kid }: PrivateJwk): Promise<CryptoKey | Uint8Array> {
  try {
    return (await importJWK({ ...jwk, key_ops: undefined }, alg)) as CryptoKey | Uint8Array;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new KeyConfigError(`signing key ${kid} (${alg}) cannot be used: ${reason}`);
  }
}

/** A fresh ES256 key set and the API keys signed by it (first start, `npm run keys`). */
export async function generateKeySet(): Promise<StoredKeySet> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const jwk = {
    ...(await exportJWK(privateKey)),
    kid: randomUUID(),
    alg: "ES256",
    use: "sig",
    key_ops: ["sign", "verify"],
  };
  const signer = { kid: jwk.kid, alg: "ES256" as const, key: privateKey };
  return {
    keys: [jwk],
    anon_key: await mintApiKey(signer, "anon"),
    service_role_key: await mintApiKey(signer, "service_role"),
  };
}

/** A fresh key set held in memory only (tests, benchmarks); nothing goes to a data directory. */
export async function createSigningKeys(jwtSecret?: string): Promise<SigningKeys> {
  const set = await generateKeySet();
  return loadSigningKeys({
    dataDir: "",
    jwtKeys: JSON.stringify({ keys: set.keys }),
    jwtSecret,
    anonKey: set.anon_key,
    serviceRoleKey: set.service_role_key,
  });
}

/** The keys the server's environment names (`AUTH_JWT_KEYS` and the rest), else `dataDir`'s. */
export function loadConfiguredSigningKeys(
  config: {
    AUTH_JWT_KEYS?: string;
    AUTH_JWT_SECRET?: string;
    ANON_KEY?: string;
    SERVICE_ROLE_KEY?: string;
  },
  dataDir: string,
): Promise<SigningKeys> {
  return loadSigningKeys({
    dataDir,
    jwtKeys: config.AUTH_JWT_KEYS,
    jwtSecret: config.AUTH_JWT_SECRET,
    anonKey: config.ANON_KEY,
    serviceRoleKey: config.SERVICE_ROLE_KEY,
  });
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

async function readOrCreateKeyFile(dataDir: string): Promise<LoadedKeySet> {
  const path = join(dataDir, KEY_FILE);
  let text: string | undefined;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  if (text !== undefined) {
    const parsed = parseKeyJson(text, path);
    const { anon_key, service_role_key } = (parsed ?? {}) as Partial<StoredKeySet>;
    return { keys: validateJwks(parsed, path), anon_key, service_role_key };
  }
  const created = await generateKeySet();
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  await chmod(path, 0o600);
  return { ...created, keys: validateJwks(created.keys, path) };
}
