import { describe, expect, it, vi } from "vitest";
import type { AuthSnapshot } from "./auth-store";
import { createLazyAuthStore } from "./lazy-auth-store";

const anonymous: AuthSnapshot = {
  isLoading: false,
  user: null,
  session: null,
  roles: [],
  primaryRole: null,
  isPasswordRecovery: false,
};

describe("createLazyAuthStore", () => {
  it("answers an anonymous visitor without loading anything", async () => {
    const options = vi.fn();
    const store = createLazyAuthStore(anonymous, options);
    expect(store.getSnapshot()).toBe(anonymous);
    expect(store.isStarted()).toBe(false);
    const { error } = await store.addRole("devotee", true);
    expect(error?.message).toBe("No user logged in");
    expect(options).not.toHaveBeenCalled();
  });

  it("loads the state machine on first use and follows its snapshots", async () => {
    const loadClient = vi.fn(() => new Promise<never>(() => undefined));
    const store = createLazyAuthStore({ ...anonymous, isLoading: true }, () => ({
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
});
