import { Progress } from "@/components/ui/progress";
import { formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { componentMessages } from "./messages";

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
  const m = useMessages(componentMessages);
  const words = m.raisedOf(formatPaise(raisedPaise), formatPaise(goalPaise));
  return (
    <div className="grid gap-1.5">
      <Progress
        value={raisedPaise}
        max={goalPaise}
        aria-label={m.raisedSoFar}
        getValueLabel={() => words}
      />
      <p className="text-sm">
        {words} · {m.sponsors(sponsorCount)}
      </p>
    </div>
  );
}
