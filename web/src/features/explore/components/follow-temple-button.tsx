import { Button } from "@/components/ui/button";
import { describeServerError } from "@/lib/server-error";
import { useIsFollowingTemple, useSetFollowingTemple } from "../api/follow-temple";

/** Follow or Unfollow the temple; the label names what a press will do. */
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
  const isFollowing = following.data === true;
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        type="button"
        variant={isFollowing ? "outline" : "default"}
        aria-label={`${isFollowing ? "Unfollow" : "Follow"} ${name}`}
        disabled={following.isPending || setFollowing.isPending}
        onClick={() => setFollowing.mutate(!isFollowing)}
      >
        {isFollowing ? "Unfollow" : "Follow"}
      </Button>
      {setFollowing.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeServerError(setFollowing.error)}
        </p>
      ) : null}
    </div>
  );
}
