import { useIsFollowingOf, useSetFollowingOf } from "@/lib/follow-state";

export function useIsFollowingTemple(templeId: string) {
  return useIsFollowingOf(["follows", "temple", templeId], "temple_id", templeId);
}

export function useSetFollowingTemple(templeId: string, userId: string) {
  return useSetFollowingOf("temple_id", templeId, userId);
}
