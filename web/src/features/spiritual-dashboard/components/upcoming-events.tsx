import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";

import { spiritualMessages } from "../messages";
import { upcomingEvents } from "../sample-content";

export function UpcomingEvents() {
  const m = useMessages(spiritualMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.upcomingEvents}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {upcomingEvents.map((event) => (
            <li key={event.id}>
              <p className="font-medium" translate="no">
                {event.title}
              </p>
              <p className="text-sm text-muted-foreground">
                {formatDate(event.date)} · {m.participants(event.participants)}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
