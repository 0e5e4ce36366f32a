import { Button } from "@/components/ui/button";
import { describeServerError } from "@/lib/server-error";

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
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        type="button"
        variant={isFollowing ? "outline" : "default"}
        aria-label={`${isFollowing ? "Unfollow" : "Follow"} ${name}`}
        disabled={isBusy}
        onClick={() => onToggle(!isFollowing)}
      >
        {isFollowing ? "Unfollow" : "Follow"}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {describeServerError(error)}
        </p>
      ) : null}
    </div>
  );
}
