import { TitledCard } from "@/components/titled-card";
import { formatDate } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";

import { spiritualMessages } from "../messages";
import { upcomingEvents } from "../sample-content";

export function UpcomingEvents() {
  const m = useMessages(spiritualMessages);
  return (
    <TitledCard title={m.upcomingEvents}>
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
    </TitledCard>
  );
}
