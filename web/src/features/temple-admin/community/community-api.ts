import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { useReread } from "@/lib/mutation-refresh";
import { numberedPagesOptions, readNumberedPage } from "@/lib/pages";
import { askSupabase } from "@/lib/supabase-request";
import type { Database } from "@/lib/database";

const PAGE_SIZE = 20;

/** A follower as the temple sees them: the name on their profile and since when, nothing more. */
export type TempleFollower =
  Database["public"]["Functions"]["list_temple_followers"]["Returns"][number];

export function useTempleFollowers(templeId: string) {
  return useInfiniteQuery(
    numberedPagesOptions(["temple-followers", templeId] as const, async (page) => {
      const { rows, hasMore } = await readNumberedPage(page, PAGE_SIZE, (supabase, from, to) =>
        supabase.rpc("list_temple_followers", { temple_id: templeId }).range(from, to),
      );
      return { followers: rows, hasMore };
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
  return useMutation({
    mutationFn: async (announcement: Announcement) => {
      const sent = await askSupabase((supabase) =>
        supabase.rpc("send_temple_announcement", { temple_id: templeId, ...announcement }),
      );
      return { recipientCount: sent?.recipient_count ?? 0 };
    },
    onSuccess: useReread(["temple-followers", templeId]),
  });
}
