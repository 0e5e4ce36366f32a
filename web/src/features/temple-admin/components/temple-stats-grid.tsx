import { StatTile } from "@/components/stat-tile";
import { formatCount, formatPaise } from "@/lib/format";

import { ExampleLabel } from "./example-label";

export interface TempleStats {
  followers: number;
  /** Paid donations, in paise. */
  paidDonationsPaise: number;
  activeEvents: number;
  liveViewers: number;
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
    </section>
  );
}
