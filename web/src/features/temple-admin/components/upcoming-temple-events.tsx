import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount } from "@/lib/format";

import { ExampleLabel } from "./example-label";

/** An upcoming event as the dashboard lists it, whether a row or the sample. */
export interface UpcomingEventItem {
  id: string;
  title: string;
  when: string;
  type: string;
  bookings: number;
  status: "Open" | "Filling Fast";
}

/** At most the first three upcoming events (SPEC §9). */
export function UpcomingTempleEvents({
  events,
  isExample,
}: {
  events: readonly UpcomingEventItem[];
  isExample: boolean;
}) {
  return (
    <Card>
      <CardHeader className="gap-2">
        <CardTitle as="h2">
          Upcoming Events{isExample && <span className="sr-only"> (example)</span>}
        </CardTitle>
        {isExample && <ExampleLabel />}
      </CardHeader>
      <CardContent>
        <ul aria-label="Upcoming events" className="divide-y divide-border">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium wrap-break-word">{event.title}</p>
                <p className="text-sm text-muted-foreground">
                  {event.when} · {formatCount(event.bookings)}{" "}
                  {event.bookings === 1 ? "booking" : "bookings"}
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
