import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount, formatDate, formatTime } from "@/lib/format";

import { MAX_UPCOMING_EVENTS } from "../navigation";
import { templeEvents } from "../sample-content";

/** Only the first three upcoming events (SPEC §9). */
export function UpcomingTempleEvents() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Upcoming Events</CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label="Upcoming events" className="divide-y divide-border">
          {templeEvents.slice(0, MAX_UPCOMING_EVENTS).map((event) => (
            <li key={event.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div>
                <p className="font-medium">{event.title}</p>
                <p className="text-sm text-muted-foreground">
                  {formatDate(event.date)} at {formatTime(event.time)} ·{" "}
                  {formatCount(event.bookings)} bookings
                </p>
              </div>
              <div className="flex gap-2">
                <Badge variant="outline">{event.type}</Badge>
                <Badge variant="secondary">{event.status}</Badge>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
