import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { monthSummary } from "../sample-content";

export function ThisMonthCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">This Month</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-2">
          {monthSummary.map((entry) => (
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
