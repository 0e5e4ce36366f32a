import { useQuery } from "@tanstack/react-query";
import { useAuth } from "./auth/auth-context";

/** A read of the signed-in user's own data, under [name, their id]; it waits for a sign-in. */
export function useOwnQuery<T>(name: string, read: (userId: string) => Promise<T>) {
  const { user } = useAuth();
  const userId = user?.id ?? "";
  return useQuery({
    queryKey: [name, userId] as const,
    queryFn: () => read(userId),
    enabled: Boolean(user),
  });
}
