import { describe, expect, it } from "vitest";
import {
  forgetRememberedRoles,
  readRememberedRoles,
  readRememberedSignIn,
  readRolesClaim,
  rememberRoles,
  REMEMBERED_ROLES_PREFIX,
} from "./remembered-roles";

function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const NOW = Date.UTC(2026, 10, 26, 7, 0, 0);
const SESSION_KEY = "sb-localhost-auth-token";
const devotee = [{ role: "devotee", is_primary: true }] as const;

function storedSession(expiresInSeconds: number, userId = "u1", accessToken = "access") {
  return JSON.stringify({
    access_token: accessToken,
    refresh_token: "refresh",
    expires_at: NOW / 1000 + expiresInSeconds,
    user: { id: userId },
  });
}

describe("remembered roles", () => {
  it("are kept under the user's id and read back for that user only", () => {
    const storage = memoryStorage();
    rememberRoles(storage, "u1", devotee);
    expect(storage.items.get(`${REMEMBERED_ROLES_PREFIX}u1`)).toBe(JSON.stringify(devotee));
    expect(readRememberedRoles(storage, "u1")).toEqual(devotee);
    expect(readRememberedRoles(storage, "u2")).toBeNull();
    forgetRememberedRoles(storage, "u1");
    expect(readRememberedRoles(storage, "u1")).toBeNull();
  });

  it("are ignored when anything stored is not a role of the app", () => {
    const key = `${REMEMBERED_ROLES_PREFIX}u1`;
    for (const value of ["{", '{"role":"devotee"}', '[{"role":"admin","is_primary":true}]']) {
      expect(readRememberedRoles(memoryStorage({ [key]: value }), "u1")).toBeNull();
    }
    expect(readRememberedRoles(memoryStorage({ [key]: "[]" }), "u1")).toEqual([]);
  });

  it("start a sign-in only with a session supabase-js would use as it is", () => {
    const roles = { [`${REMEMBERED_ROLES_PREFIX}u1`]: JSON.stringify(devotee) };
    const withSession = (session: string) => memoryStorage({ ...roles, [SESSION_KEY]: session });

    const start = readRememberedSignIn(withSession(storedSession(3600)), SESSION_KEY, NOW);
    expect(start?.session.user.id).toBe("u1");
    expect(start?.roles).toEqual(devotee);
    // Within supabase-js's 90 s margin it refreshes first, so the answer waits for it.
    expect(readRememberedSignIn(withSession(storedSession(89)), SESSION_KEY, NOW)).toBeNull();
    expect(
      readRememberedSignIn(withSession(storedSession(3600, "u2")), SESSION_KEY, NOW),
    ).toBeNull();
    expect(readRememberedSignIn(withSession("{"), SESSION_KEY, NOW)).toBeNull();
    expect(readRememberedSignIn(memoryStorage(roles), SESSION_KEY, NOW)).toBeNull();
  });

  it("fall back to the roles the access token was issued with when none are remembered", () => {
    const pujari = [{ role: "pujari", is_primary: true }];
    const token = tokenWithClaims({ user_roles: pujari });
    const session = { [SESSION_KEY]: storedSession(3600, "u1", token) };
    expect(readRememberedSignIn(memoryStorage(session), SESSION_KEY, NOW)?.roles).toEqual(pujari);
    // What this device remembers is newer than the token: it wins.
    const remembered = { ...session, [`${REMEMBERED_ROLES_PREFIX}u1`]: JSON.stringify(devotee) };
    expect(readRememberedSignIn(memoryStorage(remembered), SESSION_KEY, NOW)?.roles).toEqual(
      devotee,
    );
  });
});

describe("the roles claim", () => {
  it("is read from the token's payload, whatever else the claims hold (Hindi names too)", () => {
    const token = tokenWithClaims({
      user_metadata: { full_name: "राम शर्मा" },
      user_roles: [{ role: "guru", is_primary: true }, { role: "devotee" }],
    });
    expect(readRolesClaim(token)).toEqual([
      { role: "guru", is_primary: true },
      { role: "devotee", is_primary: false },
    ]);
  });

  it("is null without the claim, with an unknown role, or for a token that is not a JWT", () => {
    expect(readRolesClaim(tokenWithClaims({ sub: "u1" }))).toBeNull();
    expect(readRolesClaim(tokenWithClaims({ user_roles: [{ role: "x" }] }))).toBeNull();
    expect(readRolesClaim("access")).toBeNull();
    expect(readRolesClaim("a.%%%.c")).toBeNull();
  });
});

/** A JWT's three parts with `claims` as its payload (UTF-8, base64url without padding). */
function tokenWithClaims(claims: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const payload = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return `header.${payload}.signature`;
}
