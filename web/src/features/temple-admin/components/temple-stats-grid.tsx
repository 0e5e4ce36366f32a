import { StatTile } from "@/components/stat-tile";
import { formatCount, formatRupees } from "@/lib/format";

import { templeStats } from "../sample-content";

export function TempleStatsGrid() {
  return (
    <section aria-labelledby="temple-stats">
      <h2 id="temple-stats" className="sr-only">
        Temple Statistics
      </h2>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile label="Followers" value={formatCount(templeStats.followers)} />
        <StatTile label="Total Donations" value={formatRupees(templeStats.totalDonations)} />
        <StatTile label="Active Events" value={formatCount(templeStats.activeEvents)} />
        <StatTile label="Live Viewers" value={formatCount(templeStats.liveViewers)} />
      </dl>
    </section>
  );
}
