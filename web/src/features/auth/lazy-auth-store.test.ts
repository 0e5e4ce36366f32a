import { describe, expect, it, vi } from "vitest";
import { ANONYMOUS_SNAPSHOT } from "./anonymous-snapshot";
import { createLazyAuthStore } from "./lazy-auth-store";
import { REMEMBERED_ROLES_PREFIX } from "./remembered-roles";

describe("createLazyAuthStore", () => {
  it("answers an anonymous visitor without loading anything", async () => {
    const options = vi.fn();
    const store = createLazyAuthStore(ANONYMOUS_SNAPSHOT, options);
    expect(store.getSnapshot()).toBe(ANONYMOUS_SNAPSHOT);
    expect(store.isStarted()).toBe(false);
    const { error } = await store.addRole("devotee", true);
    expect(error?.message).toBe("No user logged in");
    expect(options).not.toHaveBeenCalled();
  });

  it("loads the state machine on first use and follows its snapshots", async () => {
    const loadClient = vi.fn(() => new Promise<never>(() => undefined));
    const store = createLazyAuthStore({ ...ANONYMOUS_SNAPSHOT, isLoading: true }, () => ({
      loadClient,
      storage: null,
      logError: () => undefined,
    }));
    const listener = vi.fn();
    store.subscribe(listener);
    void store.start();
    await vi.waitFor(() => expect(loadClient).toHaveBeenCalledTimes(1));
    expect(store.isStarted()).toBe(true);
    expect(store.getSnapshot().isLoading).toBe(true);
  });

  it("publishes the state machine's first snapshot: a returning user's remembered roles", async () => {
    const items = new Map([
      [
        "sb-localhost-auth-token",
        JSON.stringify({
          access_token: "a",
          refresh_token: "r",
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          user: { id: "u1" },
        }),
      ],
      [`${REMEMBERED_ROLES_PREFIX}u1`, '[{"role":"guru","is_primary":true}]'],
    ]);
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    const store = createLazyAuthStore({ ...ANONYMOUS_SNAPSHOT, isLoading: true }, () => ({
      loadClient: () => new Promise<never>(() => undefined),
      storage,
      sessionKey: "sb-localhost-auth-token",
    }));
    void store.start();
    await vi.waitFor(() => expect(store.getSnapshot().isLoading).toBe(false));
    expect(store.getSnapshot()).toMatchObject({ user: { id: "u1" }, primaryRole: "guru" });
  });
});
