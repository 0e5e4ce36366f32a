import { QueryClient } from "@tanstack/react-query";

/**
 * The signed-in screens' server-state cache. Data is fresh for 30 s (a phone on a slow link should
 * not refetch on every tab switch), and a failed read is retried once: the screens show the error
 * with a Retry button rather than spinning through long back-off.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      // Offline a change fails at once with words saying it needs a connection (server-error.ts)
      // instead of waiting, paused, behind a spinner.
      mutations: { retry: 0, networkMode: "always" },
    },
  });
}
