import { StatTile } from "@/components/stat-tile";
import { Badge } from "@/components/ui/badge";
import { TitledSection } from "@/components/titled-section";
import { useMessages } from "@/lib/i18n/use-messages";

import { spiritualMessages } from "../messages";
import type { StatKey, StatValue } from "../sample-content";

/** The six stat tiles; sample figures carry an Example badge. */
export function SpiritualStats({
  stats,
  isExample,
}: {
  stats: readonly StatValue<StatKey>[];
  isExample: boolean;
}) {
  const m = useMessages(spiritualMessages);
  return (
    <TitledSection
      title={
        <>
          {m.statsHeading}
          {isExample && m.exampleFigures}
        </>
      }
      titleClassName="sr-only"
    >
      {isExample && (
        <Badge variant="muted" className="mb-2" aria-hidden="true">
          {m.example}
        </Badge>
      )}
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        {stats.map((stat) => (
          <StatTile key={stat.key} label={m.stats[stat.key]} value={stat.value} />
        ))}
      </dl>
    </TitledSection>
  );
}
