import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { systemClock } from "./clock.ts";
import { createJwtVerifier, InvalidJwtError, signJwt } from "./jwt.ts";
import { generateKeySet, KeyConfigError, loadSigningKeys } from "./signing-keys.ts";

async function rsaJwk(kid: string) {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: "RS256" };
}

/** A private EC key as GoTrue's docs and `supabase gen signing-key` write it. */
async function goTrueEcJwk(kid: string, keyOps: string[]) {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  return {
    ...(await exportJWK(privateKey)),
    kid,
    alg: "ES256",
    use: "sig",
    key_ops: keyOps,
    ext: true,
  };
}

const hsJwk = (kid: string, keyOps: string[]) => ({
  kty: "oct",
  kid,
  alg: "HS256",
  k: Buffer.from(`secret-of-${kid}-at-least-32-bytes-long`).toString("base64url"),
  key_ops: keyOps,
});

describe("loadSigningKeys from AUTH_JWT_KEYS", () => {
  it("without a key marked for signing, signs with the first, verifies with all, and publishes only public halves", async () => {
    const es = { ...(await generateKeySet()).keys[0], key_ops: undefined };
    const rs = await rsaJwk("rsa-1");
    const keys = await loadSigningKeys({
      dataDir: "",
      jwtKeys: JSON.stringify({ keys: [rs, es] }),
    });
    expect(keys.signer).toMatchObject({ kid: "rsa-1", alg: "RS256" });
    expect(keys.publicJwks.keys.map((key) => key.kid)).toEqual(["rsa-1", es?.kid]);
    for (const key of keys.publicJwks.keys) {
      expect(Object.keys(key).sort()).not.toContain("d");
      expect(key).toMatchObject({ use: "sig", key_ops: ["verify"] });
    }
    const verifier = createJwtVerifier(keys, systemClock);
    const token = await signJwt(keys, { sub: "u1", role: "authenticated" });
    expect(await verifier.verify(token)).toMatchObject({ sub: "u1" });
    expect(await verifier.verify(keys.anonKey)).toMatchObject({ role: "anon", iss: "supabase" });
  });

  it("signs with the key whose key_ops include sign, as GoTrue does, and accepts sign+verify keys", async () => {
    const old = await goTrueEcJwk("old", ["verify"]);
    const current = await goTrueEcJwk("current", ["sign", "verify"]);
    const keys = await loadSigningKeys({ dataDir: "", jwtKeys: JSON.stringify([old, current]) });
    expect(keys.signer).toMatchObject({ kid: "current", alg: "ES256" });
    expect(keys.publicJwks.keys.map((key) => key.kid)).toEqual(["old", "current"]);
    const token = await signJwt(keys, { sub: "u1" });
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: "ES256", kid: "current" });
    expect(await createJwtVerifier(keys, systemClock).verify(token)).toMatchObject({ sub: "u1" });
  });

  it("accepts one key on its own, as `supabase gen signing-key` prints it", async () => {
    const only = await goTrueEcJwk("solo", ["sign", "verify"]);
    const keys = await loadSigningKeys({ dataDir: "", jwtKeys: JSON.stringify(only) });
    expect(keys.signer.kid).toBe("solo");
  });

  it("signs HS256 with an oct signing key and publishes no shared secret", async () => {
    const keys = await loadSigningKeys({
      dataDir: "",
      jwtKeys: JSON.stringify({ keys: [hsJwk("hs-1", ["sign", "verify"])] }),
    });
    expect(keys.signer).toMatchObject({ kid: "hs-1", alg: "HS256" });
    expect(keys.publicJwks).toEqual({ keys: [] });
    const verifier = createJwtVerifier(keys, systemClock);
    expect(decodeProtectedHeader(keys.serviceRoleKey)).toMatchObject({ alg: "HS256", kid: "hs-1" });
    expect(await verifier.verify(keys.serviceRoleKey)).toMatchObject({ role: "service_role" });
  });

  it("verifies HS256 tokens of a verify-only oct key by kid, and no other HS256 token", async () => {
    const es = await goTrueEcJwk("es", ["sign", "verify"]);
    const hs = hsJwk("hs-old", ["verify"]);
    const keys = await loadSigningKeys({ dataDir: "", jwtKeys: JSON.stringify([hs, es]) });
    expect(keys.signer.kid).toBe("es");
    const secret = Buffer.from(hs.k, "base64url");
    const sign = (kid: string) =>
      new SignJWT({ role: "anon" }).setProtectedHeader({ alg: "HS256", kid }).sign(secret);
    const verifier = createJwtVerifier(keys, systemClock);
    expect(await verifier.verify(await sign("hs-old"))).toMatchObject({ role: "anon" });
    await expect(verifier.verify(await sign("unknown"))).rejects.toThrow(InvalidJwtError);
  });

  it.each([
    ["not json", "AUTH_JWT_KEYS: not valid JSON"],
    ["{}", 'AUTH_JWT_KEYS: expected a JWK set ({"keys": [...]}) with at least one key'],
    [
      JSON.stringify({ keys: [{ kty: "EC", crv: "P-256", x: "a", y: "b", kid: "k" }] }),
      "AUTH_JWT_KEYS: key k needs its private part (d)",
    ],
    [
      JSON.stringify({ keys: [{ kty: "oct", kid: "k" }] }),
      "AUTH_JWT_KEYS: key k needs its private part (k)",
    ],
    [
      JSON.stringify({ keys: [{ kty: "OKP", crv: "Ed25519", d: "x", x: "y", kid: "k" }] }),
      "AUTH_JWT_KEYS: only ES256 (EC P-256), RS256 (RSA) and HS256 (oct) keys are supported",
    ],
    [
      JSON.stringify([{ kty: "EC", crv: "P-256", d: "AAAA", x: "AAAA", y: "AAAA", kid: "bad" }]),
      /^signing key bad \(ES256\) cannot be used: /,
    ],
  ])("rejects %s", async (text, message) => {
    const error = await loadSigningKeys({ dataDir: "", jwtKeys: text }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KeyConfigError);
    expect((error as Error).message).toMatch(message);
  });

  it("names a key file in the data directory that is not JSON", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "setu-keys-"));
    try {
      await writeFile(join(dataDir, "jwt-keys.json"), "{ truncated");
      await expect(loadSigningKeys({ dataDir })).rejects.toThrow(
        new KeyConfigError(`${join(dataDir, "jwt-keys.json")}: not valid JSON`),
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("createJwtVerifier", () => {
  it("accepts HS256 only when a legacy secret is configured", async () => {
    const set = await generateKeySet();
    const secret = "a-legacy-secret-of-at-least-32-characters";
    const hsToken = await new SignJWT({ role: "anon" })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(secret));
    const withoutSecret = await loadSigningKeys({ dataDir: "", jwtKeys: JSON.stringify(set) });
    await expect(createJwtVerifier(withoutSecret, systemClock).verify(hsToken)).rejects.toThrow(
      InvalidJwtError,
    );
    const withSecret = await loadSigningKeys({
      dataDir: "",
      jwtKeys: JSON.stringify(set),
      jwtSecret: secret,
    });
    expect(await createJwtVerifier(withSecret, systemClock).verify(hsToken)).toMatchObject({
      role: "anon",
    });
  });

  it("reports expiry as such, judged by the injected clock", async () => {
    const set = await generateKeySet();
    const keys = await loadSigningKeys({ dataDir: "", jwtKeys: JSON.stringify(set) });
    const token = await signJwt(keys, { exp: 2_000_000_000 });
    const future = { now: () => new Date(2_000_000_001 * 1000) };
    const error = await createJwtVerifier(keys, future)
      .verify(token)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidJwtError);
    expect(error).toMatchObject({ isExpired: true, message: "token is expired" });
  });
});
