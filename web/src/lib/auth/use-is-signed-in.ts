import { useAuth } from "./auth-context";

/** True once the auth state says someone is signed in. */
export function useIsSignedIn(): boolean {
  const { isLoading, user } = useAuth();
  return !isLoading && user !== null;
}
