import type { AuthSnapshot, AuthStore, AuthStoreOptions } from "./auth-store";

/**
 * An AuthStore whose code (the state machine and its requests) is fetched on first use, so an
 * anonymous visitor's first page does not carry it. Until then it reports `initial`.
 */
export function createLazyAuthStore(
  initial: AuthSnapshot,
  options: () => Omit<AuthStoreOptions, "startsSignedIn">,
): AuthStore {
  let snapshot = initial;
  let loaded: AuthStore | null = null;
  let loading: Promise<AuthStore> | null = null;
  const listeners = new Set<() => void>();

  function publish(next: AuthSnapshot) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function load(): Promise<AuthStore> {
    loading ??= import("./auth-store").then(
      ({ createAuthStore }) => {
        const store = createAuthStore({ ...options(), startsSignedIn: initial.isLoading });
        store.subscribe(() => publish(store.getSnapshot()));
        // Its first snapshot may already differ (a returning user's remembered roles).
        publish(store.getSnapshot());
        loaded = store;
        return store;
      },
      (error: unknown) => {
        loading = null;
        console.error("Error loading the auth code:", error);
        publish({ ...snapshot, isLoading: false });
        throw error;
      },
    );
    return loading;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: async () => (await load()).start(),
    isStarted: () => loaded?.isStarted() ?? false,
    signUp: async (input) => (await load()).signUp(input),
    signIn: async (input) => (await load()).signIn(input),
    signOut: async () => (await load()).signOut(),
    addRole: async (role, isPrimary) => {
      // Signed out (and nothing loaded): the same answer the store would give, without loading it.
      if (!snapshot.user) return { error: new Error("No user logged in") };
      return (await load()).addRole(role, isPrimary);
    },
    switchRole: async (role) => (await load()).switchRole(role),
    sendPhoneSignInCode: async (input) => (await load()).sendPhoneSignInCode(input),
    verifyPhoneSignIn: async (input) => (await load()).verifyPhoneSignIn(input),
    sendPasswordReset: async (email) => (await load()).sendPasswordReset(email),
    changePassword: async (password) => (await load()).changePassword(password),
    dismissPasswordRecovery: () => loaded?.dismissPasswordRecovery(),
    dispose: () => loaded?.dispose(),
  };
}
