import { createContext, useContext } from "react";
import type { AuthStore } from "./auth-store";

/** The store behind AuthProvider, for this feature's own components (dialog, guards, recovery). */
export const AuthStoreContext = createContext<AuthStore | null>(null);

/** The store when the real provider is mounted; null under a test's plain AuthContext. */
export function useAuthStore(): AuthStore | null {
  return useContext(AuthStoreContext);
}
