import { Progress } from "@/components/ui/progress";
import { formatCount, formatPaise } from "@/lib/format";

/** A seva program's progress: raised of goal in rupees, as a bar and in words, with its sponsors. */
export function SevaProgress({
  raisedPaise,
  goalPaise,
  sponsorCount,
}: {
  raisedPaise: number;
  goalPaise: number;
  sponsorCount: number;
}) {
  const words = `${formatPaise(raisedPaise)} raised of ${formatPaise(goalPaise)}`;
  return (
    <div className="grid gap-1.5">
      <Progress
        value={raisedPaise}
        max={goalPaise}
        aria-label="Raised so far"
        getValueLabel={() => words}
      />
      <p className="text-sm">
        {words} · {formatCount(sponsorCount)} {sponsorCount === 1 ? "sponsor" : "sponsors"}
      </p>
    </div>
  );
}
