import type { AuthSnapshot } from "./auth-store";

/** An anonymous visitor's auth state: what pre-rendering sees, and what hydration starts from. */
export const ANONYMOUS_SNAPSHOT: AuthSnapshot = {
  isLoading: false,
  user: null,
  session: null,
  roles: [],
  primaryRole: null,
  isPasswordRecovery: false,
};
