import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { systemClock } from "./clock.ts";
import { createJwtVerifier, InvalidJwtError, signJwt } from "./jwt.ts";
import { generateKeySet, KeyConfigError, loadSigningKeys } from "./signing-keys.ts";

async function rsaJwk(kid: string) {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: "RS256" };
}

describe("loadSigningKeys from AUTH_JWT_KEYS", () => {
  it("signs with the first key, verifies with all, and publishes only public halves", async () => {
    const es = (await generateKeySet()).keys[0];
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

  it.each([
    ["not json", "AUTH_JWT_KEYS: not valid JSON"],
    ["{}", 'AUTH_JWT_KEYS: expected a JWK set ({"keys": [...]}) with at least one key'],
    [
      JSON.stringify({ keys: [{ kty: "EC", crv: "P-256", x: "a", y: "b", kid: "k" }] }),
      "AUTH_JWT_KEYS: every key needs its private part (d)",
    ],
    [
      JSON.stringify({ keys: [{ kty: "OKP", crv: "Ed25519", d: "x", x: "y", kid: "k" }] }),
      "AUTH_JWT_KEYS: only ES256 (EC P-256) and RS256 (RSA) keys are supported",
    ],
  ])("rejects %s", async (text, message) => {
    await expect(loadSigningKeys({ dataDir: "", jwtKeys: text })).rejects.toThrow(
      new KeyConfigError(message),
    );
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
