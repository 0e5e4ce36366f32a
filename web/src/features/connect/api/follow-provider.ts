import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { refreshAfter } from "@/lib/mutation-refresh";

/** Whether the signed-in user follows the provider (their own follows only, by RLS). */
export async function fetchIsFollowing(providerId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const rows = throwOnServerError(
    await supabase.from("follows").select("id").eq("provider_id", providerId),
  );
  return rows.length > 0;
}

export function isFollowingOptions(providerId: string) {
  return queryOptions({
    queryKey: ["follows", providerId] as const,
    queryFn: () => fetchIsFollowing(providerId),
  });
}

export function useIsFollowing(providerId: string) {
  return useQuery(isFollowingOptions(providerId));
}

/** Follow or unfollow; the follower count on the profile refreshes afterwards. */
export async function setFollowing(providerId: string, userId: string, follow: boolean) {
  const supabase = await getSupabase();
  if (follow) {
    throwOnServerError(
      await supabase.from("follows").insert({ user_id: userId, provider_id: providerId }),
    );
  } else {
    throwOnServerError(
      await supabase.from("follows").delete().eq("provider_id", providerId).eq("user_id", userId),
    );
  }
}

export function useSetFollowing(providerId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(providerId, userId, follow),
    onSettled: () => refreshAfter(queryClient, "follow"),
  });
}
