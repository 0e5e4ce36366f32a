import { StatTile } from "@/components/stat-tile";
import { formatCount, formatPaise } from "@/lib/format";

import { ExampleLabel } from "./example-label";

export interface TempleStats {
  followers: number;
  /** Paid donations, in paise. */
  paidDonationsPaise: number;
  /** Pledges awaiting payment, in paise: not in the total. */
  pledgedPaise: number;
  activeEvents: number;
  liveViewers: number;
}

/** Says what the donations figure leaves out, so a pledge is not read as money received. */
function donationsNote(pledgedPaise: number) {
  return pledgedPaise > 0
    ? `Total Donations counts paid donations only; ${formatPaise(pledgedPaise)} more is pledged and awaiting payment.`
    : "Total Donations counts paid donations only, not pledges awaiting payment.";
}

/** The four figures; the sample's carry an Example label. */
export function TempleStatsGrid({ stats, isExample }: { stats: TempleStats; isExample: boolean }) {
  return (
    <section aria-labelledby="temple-stats" className="grid gap-2">
      <h2 id="temple-stats" className="sr-only">
        Temple Statistics{isExample && " (example)"}
      </h2>
      {isExample && <ExampleLabel />}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile label="Followers" value={formatCount(stats.followers)} />
        <StatTile label="Total Donations" value={formatPaise(stats.paidDonationsPaise)} />
        <StatTile label="Active Events" value={formatCount(stats.activeEvents)} />
        <StatTile label="Live Viewers" value={formatCount(stats.liveViewers)} />
      </dl>
      <p className="text-sm text-muted-foreground">{donationsNote(stats.pledgedPaise)}</p>
    </section>
  );
}
