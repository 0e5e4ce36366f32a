import { Button } from "@/components/ui/button";
import { MutationError } from "@/components/mutation-error";
import { useMessages } from "@/lib/i18n/use-messages";
import { useIsFollowing, useSetFollowing } from "../api/follow-provider";
import { connectMessages } from "../messages";

/** Follow or Unfollow the provider; the label names what a press will do. */
export function FollowButton({
  providerId,
  userId,
  name,
}: {
  providerId: string;
  userId: string;
  name: string;
}) {
  const m = useMessages(connectMessages);
  const following = useIsFollowing(providerId);
  const setFollowing = useSetFollowing(providerId, userId);
  const isFollowing = following.data === true;
  const action = isFollowing ? m.unfollow : m.follow;
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        type="button"
        variant={isFollowing ? "outline" : "default"}
        aria-label={m.followName(action, name)}
        translate="no"
        disabled={following.isPending || setFollowing.isPending}
        onClick={() => setFollowing.mutate(!isFollowing)}
      >
        {action}
      </Button>
      <MutationError mutation={setFollowing} />
    </div>
  );
}
