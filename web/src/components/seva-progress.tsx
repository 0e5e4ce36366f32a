import { Progress } from "@/components/ui/progress";
import { formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { componentMessages } from "./messages";

interface SevaTotals {
  raised_paise: number;
  goal_paise: number;
  sponsor_count: number;
}

/** A seva program's progress: raised of goal in rupees, as a bar and in words, with its sponsors. */
export function SevaProgress({ program }: { program: SevaTotals }) {
  const m = useMessages(componentMessages);
  const { raised_paise: raisedPaise, goal_paise: goalPaise, sponsor_count: sponsorCount } = program;
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

/** A seva program's description, as its temple wrote it, above its progress. */
export function SevaProgramDetails({
  program,
}: {
  program: SevaTotals & { description: string | null };
}) {
  return (
    <>
      {program.description ? (
        <p className="text-sm" data-user-content>
          {program.description}
        </p>
      ) : null}
      <SevaProgress program={program} />
    </>
  );
}
