import { useAuth } from "./auth-context";

/** The flag only the service role can set (`npm run admin -- grant <email>`), read from the token. */
export function useIsPlatformAdmin(): boolean {
  const { user } = useAuth();
  return user?.app_metadata?.platform_admin === true;
}
