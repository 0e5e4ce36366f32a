import { type ReactNode, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { getSupabaseUrl } from "@/lib/supabase-url";
import { clearStoredSessionMark, hasStoredSession, sessionStorageKey } from "@/lib/stored-session";
import { AuthContext, type AuthState } from "@/lib/auth/auth-context";
import { ANONYMOUS_SNAPSHOT } from "./anonymous-snapshot";
import { AuthStoreContext } from "./auth-store-context";
import { hasAuthCallbackInUrl } from "./auth-url";
import { AuthDialogHost } from "./components/auth-dialog-host";
import { PasswordRecoveryHost } from "./components/password-recovery-host";
import { createLazyAuthStore } from "./lazy-auth-store";

function createBrowserAuthStore() {
  const isBrowser = typeof window !== "undefined";
  const startsSignedIn = isBrowser && (hasStoredSession() || hasAuthCallbackInUrl(window.location));
  // An anonymous visitor starts from the very snapshot hydration used: another object, even an
  // equal one, re-renders the app right after hydration at once, and parts of the page still
  // waiting for their code (the display controls) would drop their pre-rendered HTML meanwhile.
  const initial = startsSignedIn ? { ...ANONYMOUS_SNAPSHOT, isLoading: true } : ANONYMOUS_SNAPSHOT;
  return createLazyAuthStore(initial, () => ({
    // The client module (anon key, supabase-js loader) is itself fetched on first use.
    loadClient: () => import("@/lib/supabase-lazy").then(({ getSupabase }) => getSupabase()),
    storage: window.localStorage,
    sessionKey: sessionStorageKey(getSupabaseUrl()),
    emailRedirectTo: `${window.location.origin}/`,
  }));
}

/**
 * The one auth state of the app. supabase-js is loaded only when a stored session (or an
 * e-mail link) needs it, when the sign-in dialog opens, or when an account action runs.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createBrowserAuthStore);
  const snapshot = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    () => ANONYMOUS_SNAPSHOT,
  );

  useEffect(() => {
    if (store.getSnapshot().isLoading) store.start().catch(() => undefined);
  }, [store]);

  const isAnonymous = !snapshot.isLoading && !snapshot.user;
  useEffect(() => {
    // The pre-paint mark hides the landing; drop it once we know nobody is signed in.
    if (isAnonymous) clearStoredSessionMark();
  }, [isAnonymous]);

  const state = useMemo<AuthState>(
    () => ({
      isLoading: snapshot.isLoading,
      user: snapshot.user,
      session: snapshot.session,
      roles: snapshot.roles,
      primaryRole: snapshot.primaryRole,
      signUp: store.signUp,
      signIn: store.signIn,
      signOut: store.signOut,
      addRole: store.addRole,
      switchRole: store.switchRole,
    }),
    [snapshot, store],
  );

  return (
    <AuthStoreContext.Provider value={store}>
      <AuthContext.Provider value={state}>
        {children}
        <AuthDialogHost />
        <PasswordRecoveryHost />
      </AuthContext.Provider>
    </AuthStoreContext.Provider>
  );
}
