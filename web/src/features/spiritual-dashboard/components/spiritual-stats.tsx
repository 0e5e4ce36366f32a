import { StatTile } from "@/components/stat-tile";

import { stats } from "../sample-content";

export function SpiritualStats() {
  return (
    <section aria-labelledby="spiritual-stats">
      <h2 id="spiritual-stats" className="sr-only">
        Your Statistics
      </h2>
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        {stats.map((stat) => (
          <StatTile key={stat.label} label={stat.label} value={stat.value} />
        ))}
      </dl>
    </section>
  );
}
