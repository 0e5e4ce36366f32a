import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount, formatDate } from "@/lib/format";

import { upcomingEvents } from "../sample-content";

export function UpcomingEvents() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Upcoming Events</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {upcomingEvents.map((event) => (
            <li key={event.id}>
              <p className="font-medium">{event.title}</p>
              <p className="text-sm text-muted-foreground">
                {formatDate(event.date)} · {formatCount(event.participants)} participants
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
