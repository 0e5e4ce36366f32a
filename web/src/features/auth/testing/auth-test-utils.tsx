import type { User } from "@supabase/supabase-js";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { vi } from "vitest";
import { AuthContext, type AuthState } from "@/lib/auth/auth-context";
import { AuthStoreContext } from "../auth-store-context";
import { createAuthStore } from "../auth-store";
import type { UserRole } from "@/lib/auth/roles";
import { choosePrimaryRole } from "../role-rules";

/** Shows the router's current location, so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function authState(
  options: { signedIn?: boolean; roles?: UserRole[]; isLoading?: boolean } = {},
): AuthState {
  const roles = options.roles ?? [];
  const user =
    options.signedIn === false
      ? null
      : ({ id: "user-1", email: "asha@example.com", user_metadata: {} } as User);
  return {
    isLoading: options.isLoading ?? false,
    user,
    session: null,
    roles: user ? roles : [],
    primaryRole: user ? choosePrimaryRole(roles) : null,
    signUp: vi.fn(),
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
    addRole: vi.fn(),
    switchRole: vi.fn(async () => ({ error: null })),
  };
}

/** Renders `ui` under a router at `path`, beside the LocationProbe. */
function renderAt(ui: ReactNode, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Renders under a router at `path` with the given auth state. */
export function renderWithAuth(ui: ReactNode, state: AuthState, path = "/") {
  return renderAt(<AuthContext.Provider value={state}>{ui}</AuthContext.Provider>, path);
}

/** A store whose client never loads; tests replace the methods they exercise. */
export function storeWithoutClient() {
  return createAuthStore({
    loadClient: () => new Promise(() => undefined),
    storage: null,
    startsSignedIn: false,
    logError: () => undefined,
  });
}

export function renderWithStore(
  ui: ReactNode,
  store: ReturnType<typeof storeWithoutClient>,
  path: string,
) {
  return renderAt(<AuthStoreContext.Provider value={store}>{ui}</AuthStoreContext.Provider>, path);
}
