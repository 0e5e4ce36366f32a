import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { componentMessages } from "./messages";

/** Follow or Unfollow a guru, pujari or temple; the label names what a press will do. */
export function FollowToggle({
  name,
  isFollowing,
  isBusy,
  error,
  onToggle,
}: {
  name: string;
  isFollowing: boolean;
  isBusy: boolean;
  error: unknown;
  onToggle: (follow: boolean) => void;
}) {
  const m = useMessages(componentMessages);
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        type="button"
        variant={isFollowing ? "outline" : "default"}
        aria-label={isFollowing ? m.unfollowName(name) : m.followName(name)}
        // Named after the temple as written: the Hindi check skips it.
        translate="no"
        disabled={isBusy}
        onClick={() => onToggle(!isFollowing)}
      >
        {isFollowing ? m.unfollow : m.follow}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {describeServerError(error)}
        </p>
      ) : null}
    </div>
  );
}
