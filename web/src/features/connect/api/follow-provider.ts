import { useIsFollowingOf, useSetFollowingOf } from "@/lib/follow-state";

export function useIsFollowing(providerId: string) {
  return useIsFollowingOf(["follows", providerId], "provider_id", providerId);
}

export function useSetFollowing(providerId: string, userId: string) {
  return useSetFollowingOf("provider_id", providerId, userId);
}
