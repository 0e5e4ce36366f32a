import type { Factor, Session } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { needsSecondFactor, readAssuranceLevel } from "./assurance";

/** An unsigned token with these claims (the signature is never read here). */
function tokenWith(claims: object): string {
  const part = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  return `${part({ alg: "ES256" })}.${part(claims)}.signature`;
}

const factor = (status: Factor["status"]): Factor => ({
  id: "f1",
  factor_type: "totp",
  status,
  created_at: "2026-11-26T04:00:00Z",
  updated_at: "2026-11-26T04:00:00Z",
});

function session(aal: string, factors?: Factor[]): Session {
  return {
    access_token: tokenWith({ sub: "u1", aal, name: "Śrī ✓" }),
    user: { id: "u1", factors },
  } as Session;
}

describe("readAssuranceLevel", () => {
  it("reads the aal claim of a base64url payload, non-ASCII claims included", () => {
    expect(readAssuranceLevel(session("aal2").access_token)).toBe("aal2");
  });

  it("is null for a malformed token or one without the claim", () => {
    expect(readAssuranceLevel("not-a-token")).toBeNull();
    expect(readAssuranceLevel("a.%%%.c")).toBeNull();
    expect(readAssuranceLevel(tokenWith({ sub: "u1" }))).toBeNull();
  });
});

describe("needsSecondFactor", () => {
  it("is true only for a password-only session of a user with a confirmed app", () => {
    expect(needsSecondFactor(session("aal1", [factor("verified")]))).toBe(true);
    expect(needsSecondFactor(session("aal2", [factor("verified")]))).toBe(false);
    expect(needsSecondFactor(session("aal1", [factor("unverified")]))).toBe(false);
    expect(needsSecondFactor(session("aal1"))).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
  });
});
