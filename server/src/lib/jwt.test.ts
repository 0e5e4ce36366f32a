import { beforeAll, describe, expect, it } from "vitest";
import { createTestClock } from "../testing/test-clock.ts";
import { createJwtVerifier, InvalidJwtError, signJwt } from "./jwt.ts";
import { createSigningKeys, type SigningKeys } from "./signing-keys.ts";

let keys: SigningKeys;

beforeAll(async () => {
  keys = await createSigningKeys();
});

function tokenFor(now: Date, lifetimeSeconds: number): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return signJwt(keys, { sub: "user", iat: issuedAt, exp: issuedAt + lifetimeSeconds });
}

describe("verified-token cache", () => {
  it("serves a token verified once from the cache while it is valid", async () => {
    const clock = createTestClock();
    const verifier = createJwtVerifier(keys, clock);
    const token = await tokenFor(clock.now(), 3600);
    const first = await verifier.verify(token);
    clock.advance(60);
    // The same claims object: the signature was not checked again.
    expect(await verifier.verify(token)).toBe(first);
  });

  it("refuses a cached token once its exp has passed", async () => {
    const clock = createTestClock();
    const verifier = createJwtVerifier(keys, clock);
    const token = await tokenFor(clock.now(), 120);
    await verifier.verify(token);
    clock.advance(120);
    await expect(verifier.verify(token)).rejects.toMatchObject({ isExpired: true });
  });

  it("checks a long-lived token's signature again after the cache's own bound", async () => {
    const clock = createTestClock();
    const verifier = createJwtVerifier(keys, clock);
    const token = await tokenFor(clock.now(), 86_400);
    const first = await verifier.verify(token);
    clock.advance(5 * 60);
    const second = await verifier.verify(token);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
  });

  it("never serves a tampered copy of a cached token", async () => {
    const clock = createTestClock();
    const verifier = createJwtVerifier(keys, clock);
    const token = await tokenFor(clock.now(), 3600);
    await verifier.verify(token);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), sub: "other" }),
    ).toString("base64url");
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    await expect(verifier.verify(`${header}.${forgedPayload}.${signature}`)).rejects.toThrow(
      InvalidJwtError,
    );
    await expect(verifier.verify(`${header}.${payload}.${flipped}`)).rejects.toThrow(
      InvalidJwtError,
    );
  });
});
