import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { refreshAfter } from "@/lib/mutation-refresh";

/** Whether the signed-in user follows the temple (their own follows only, by RLS). */
export async function fetchIsFollowingTemple(templeId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const rows = throwOnServerError(
    await supabase.from("follows").select("id").eq("temple_id", templeId),
  );
  return rows.length > 0;
}

export function isFollowingTempleOptions(templeId: string) {
  return queryOptions({
    queryKey: ["follows", "temple", templeId] as const,
    queryFn: () => fetchIsFollowingTemple(templeId),
  });
}

export function useIsFollowingTemple(templeId: string) {
  return useQuery(isFollowingTempleOptions(templeId));
}

/** Follow or unfollow; the temple's follower count refreshes afterwards. */
export async function setFollowingTemple(templeId: string, userId: string, follow: boolean) {
  const supabase = await getSupabase();
  throwOnServerError(
    follow
      ? await supabase.from("follows").insert({ user_id: userId, temple_id: templeId })
      : await supabase.from("follows").delete().eq("temple_id", templeId).eq("user_id", userId),
  );
}

export function useSetFollowingTemple(templeId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollowingTemple(templeId, userId, follow),
    onSettled: () => refreshAfter(queryClient, "follow"),
  });
}
