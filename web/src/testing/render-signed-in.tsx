import type { User } from "@supabase/supabase-js";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";

import type { AppRole, UserRole } from "@/lib/auth/roles";
import { AuthContext, type AuthState } from "@/lib/auth/auth-context";

interface SignedInOptions {
  /** Stored as `user_metadata.full_name`; omit for a user without one. */
  fullName?: string;
  email?: string;
  roles?: UserRole[];
  /** The auth feature's choice; default the role flagged primary, else the first. */
  primaryRole?: AppRole | null;
  /** The URL the router starts at. */
  path?: string;
}

/** An AuthState for a signed-in user, as AuthProvider would provide it. */
export function signedInState(options: SignedInOptions = {}): AuthState {
  const roles = options.roles ?? [{ role: "devotee", is_primary: true }];
  const user = {
    id: "user-1",
    email: options.email ?? "user@example.com",
    user_metadata: options.fullName === undefined ? {} : { full_name: options.fullName },
    app_metadata: {},
    aud: "authenticated",
    created_at: "2026-01-01T00:00:00Z",
  } as User;
  return {
    isLoading: false,
    user,
    session: null,
    roles,
    primaryRole:
      options.primaryRole !== undefined
        ? options.primaryRole
        : ((roles.find((row) => row.is_primary) ?? roles[0])?.role ?? null),
    signUp: vi.fn(),
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
    addRole: vi.fn(),
    switchRole: vi.fn(async () => ({ error: null })),
  };
}

/** Renders a signed-in screen inside a router and an AuthContext. */
export function renderSignedIn(ui: ReactElement, options: SignedInOptions = {}) {
  const auth = signedInState(options);
  const result = render(
    <MemoryRouter initialEntries={[options.path ?? "/"]}>
      <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
    </MemoryRouter>,
  );
  return { ...result, auth };
}
