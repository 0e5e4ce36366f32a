import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatTime } from "@/lib/format";

import { todaysActivities } from "../sample-content";

export function TodaysActivities() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Today&apos;s Activities</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {todaysActivities.map((activity) => (
            <li key={activity.id} className="flex items-start gap-3 py-3">
              <span className="w-20 shrink-0 font-medium">{formatTime(activity.time)}</span>
              <div>
                <p className="font-medium">{activity.title}</p>
                <p className="text-sm text-muted-foreground">{activity.place}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
