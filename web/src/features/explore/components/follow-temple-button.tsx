import { FollowToggle } from "@/components/follow-toggle";
import { useIsFollowingTemple, useSetFollowingTemple } from "../api/follow-temple";

/** Follow or Unfollow the temple. */
export function FollowTempleButton({
  templeId,
  userId,
  name,
}: {
  templeId: string;
  userId: string;
  name: string;
}) {
  const following = useIsFollowingTemple(templeId);
  const setFollowing = useSetFollowingTemple(templeId, userId);
  return (
    <FollowToggle
      name={name}
      isFollowing={following.data === true}
      isBusy={following.isPending || setFollowing.isPending}
      error={setFollowing.isError ? setFollowing.error : null}
      onToggle={(follow) => setFollowing.mutate(follow)}
    />
  );
}
