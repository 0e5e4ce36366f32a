import { TitledCard } from "@/components/titled-card";
import { useMessages } from "@/lib/i18n/use-messages";

import { spiritualMessages } from "../messages";
import type { MonthKey, StatValue } from "../sample-content";

/** This Month: sessions completed, rating, client retention and revenue growth. */
export function ThisMonthCard({ entries }: { entries: readonly StatValue<MonthKey>[] }) {
  const m = useMessages(spiritualMessages);
  return (
    <TitledCard title={m.thisMonth}>
      <dl className="space-y-2">
        {entries.map((entry) => (
          <div key={entry.key} className="flex justify-between gap-4 text-sm">
            <dt className="text-muted-foreground">{m.month[entry.key]}</dt>
            <dd className="font-semibold">{entry.value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}
