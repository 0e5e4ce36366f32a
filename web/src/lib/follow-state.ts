import { useMutation, useQuery, type QueryKey } from "@tanstack/react-query";
import { useRefreshAfter } from "./mutation-refresh";
import { askSupabase } from "./supabase-request";

/** The column of a follow row that names what is followed: a guru or pujari, or a temple. */
export type FollowedColumn = "provider_id" | "temple_id";

/** Whether the signed-in user follows the provider or temple (their own follows only, by RLS). */
export function useIsFollowingOf(queryKey: QueryKey, column: FollowedColumn, id: string) {
  return useQuery({
    queryKey,
    queryFn: async () =>
      (await askSupabase((supabase) => supabase.from("follows").select("id").eq(column, id)))
        .length > 0,
  });
}

/** Follow or unfollow; the follower counts refresh afterwards, whatever the outcome. */
export function useSetFollowingOf(column: FollowedColumn, id: string, userId: string) {
  return useMutation({
    mutationFn: async (follow: boolean) => {
      const followed = { [column]: id } as { provider_id: string } | { temple_id: string };
      await askSupabase((supabase) =>
        follow
          ? supabase.from("follows").insert({ user_id: userId, ...followed })
          : supabase.from("follows").delete().eq(column, id).eq("user_id", userId),
      );
    },
    onSettled: useRefreshAfter("follow"),
  });
}
