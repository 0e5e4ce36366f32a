import { StatTile } from "@/components/stat-tile";
import { Badge } from "@/components/ui/badge";

import type { StatValue } from "../sample-content";

/** The six stat tiles; sample figures carry an Example badge. */
export function SpiritualStats({
  stats,
  isExample,
}: {
  stats: readonly StatValue[];
  isExample: boolean;
}) {
  return (
    <section aria-labelledby="spiritual-stats">
      <h2 id="spiritual-stats" className="sr-only">
        Your Statistics{isExample && " (example figures)"}
      </h2>
      {isExample && (
        <Badge variant="muted" className="mb-2" aria-hidden="true">
          Example
        </Badge>
      )}
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        {stats.map((stat) => (
          <StatTile key={stat.label} label={stat.label} value={stat.value} />
        ))}
      </dl>
    </section>
  );
}
