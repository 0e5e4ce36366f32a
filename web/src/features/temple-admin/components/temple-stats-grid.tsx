import { StatTile } from "@/components/stat-tile";
import { TitledSection } from "@/components/titled-section";
import { formatCount, formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";

import { ExampleLabel } from "./example-label";
import { templeComponentsMessages } from "./messages";

export interface TempleStats {
  followers: number;
  /** Paid donations, in paise. */
  paidDonationsPaise: number;
  /** Pledges awaiting payment, in paise: not in the total. */
  pledgedPaise: number;
  activeEvents: number;
  liveViewers: number;
}

/** The four figures; the sample's carry an Example label. */
export function TempleStatsGrid({ stats, isExample }: { stats: TempleStats; isExample: boolean }) {
  const m = useMessages(templeComponentsMessages);
  return (
    <TitledSection
      title={
        <>
          {m.stats}
          {isExample && m.exampleNote}
        </>
      }
      titleClassName="sr-only"
      className="grid gap-2"
    >
      {isExample && <ExampleLabel />}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile label={m.followers} value={formatCount(stats.followers)} />
        <StatTile label={m.totalDonations} value={formatPaise(stats.paidDonationsPaise)} />
        <StatTile label={m.activeEvents} value={formatCount(stats.activeEvents)} />
        <StatTile label={m.liveViewers} value={formatCount(stats.liveViewers)} />
      </dl>
      {/* Says what the donations figure leaves out, so a pledge is not read as money received. */}
      <p className="text-sm text-muted-foreground">
        {stats.pledgedPaise > 0
          ? m.donationsNotePledged(formatPaise(stats.pledgedPaise))
          : m.donationsNote}
      </p>
    </TitledSection>
  );
}
