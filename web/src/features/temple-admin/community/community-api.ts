import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { Database } from "@/lib/database";

const PAGE_SIZE = 20;

/** A follower as the temple sees them: the name on their profile and since when, nothing more. */
export type TempleFollower =
  Database["public"]["Functions"]["list_temple_followers"]["Returns"][number];

export function useTempleFollowers(templeId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["temple-followers", templeId] as const,
      queryFn: async ({ pageParam }) => {
        const supabase = await getSupabase();
        const from = pageParam * PAGE_SIZE;
        const rows = throwOnServerError(
          await supabase
            .rpc("list_temple_followers", { temple_id: templeId })
            .range(from, from + PAGE_SIZE),
        );
        return { followers: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
      },
      initialPageParam: 0,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
    }),
  );
}

export interface Announcement {
  title: string;
  body: string;
  link: string | null;
}

/** Sends an announcement to every follower (in the app and by e-mail); at most 3 a day. */
export function useSendAnnouncement(templeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (announcement: Announcement) => {
      const supabase = await getSupabase();
      const sent = throwOnServerError(
        await supabase.rpc("send_temple_announcement", { temple_id: templeId, ...announcement }),
      );
      return { recipientCount: sent?.recipient_count ?? 0 };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["temple-followers", templeId] }),
  });
}
