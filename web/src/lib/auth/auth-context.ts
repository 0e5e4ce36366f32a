import type { AuthError, Session, User } from "@supabase/supabase-js";
import { createContext, useContext } from "react";
import type { AppRole, UserRole } from "./roles";

/** What every feature reads about the signed-in user, and the account actions it may call. */
export interface AuthState {
  /** True until the session and, for a signed-in user, the roles are known. */
  isLoading: boolean;
  user: User | null;
  session: Session | null;
  roles: UserRole[];
  /** The role flagged primary, otherwise the first. */
  primaryRole: AppRole | null;
  signUp(input: {
    email: string;
    password: string;
    fullName: string;
    role: AppRole;
  }): Promise<{ error: AuthError | null; needsConfirmation: boolean }>;
  signIn(input: { email: string; password: string }): Promise<{ error: AuthError | null }>;
  /** Ends the session on the server and clears the pending role; the caller navigates to "/". */
  signOut(): Promise<void>;
  addRole(role: AppRole, isPrimary?: boolean): Promise<{ error: Error | null }>;
  /** Makes a role the user holds primary (their landing dashboard). */
  switchRole(role: AppRole): Promise<{ error: Error | null }>;
}

/** Provided by AuthProvider; component tests may provide a state of their own. */
export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth() needs an <AuthProvider> (or an AuthContext.Provider).");
  return state;
}
