import { describe, expect, it } from "vitest";
import {
  forgetRememberedRoles,
  readRememberedRoles,
  readRememberedSignIn,
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

function storedSession(expiresInSeconds: number, userId = "u1") {
  return JSON.stringify({
    access_token: "access",
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
});
