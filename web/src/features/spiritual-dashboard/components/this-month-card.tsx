import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import type { StatValue } from "../sample-content";

/** This Month: sessions completed, rating, client retention and revenue growth. */
export function ThisMonthCard({ entries }: { entries: readonly StatValue[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">This Month</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-2">
          {entries.map((entry) => (
            <div key={entry.label} className="flex justify-between gap-4 text-sm">
              <dt className="text-muted-foreground">{entry.label}</dt>
              <dd className="font-semibold">{entry.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
