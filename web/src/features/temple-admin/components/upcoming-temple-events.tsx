import { Badge } from "@/components/ui/badge";
import type { TempleEventKind } from "@/content/temple-event-kinds";
import { useMessages } from "@/lib/i18n/use-messages";

import { templeAdminMessages } from "../messages";
import { ExampleCard } from "./example-card";
import { templeComponentsMessages } from "./messages";

/** An upcoming event as the dashboard lists it, whether a row or the sample. */
export interface UpcomingEventItem {
  id: string;
  title: string;
  when: string;
  kind: TempleEventKind;
  bookings: number;
  isFillingFast: boolean;
}

/** At most the first three upcoming events (SPEC §9). */
export function UpcomingTempleEvents({
  events,
  isExample,
}: {
  events: readonly UpcomingEventItem[];
  isExample: boolean;
}) {
  const m = useMessages(templeComponentsMessages);
  const { eventKinds } = useMessages(templeAdminMessages);
  return (
    <ExampleCard title={m.upcomingEvents} isExample={isExample}>
      <ul aria-label={m.upcomingList} className="divide-y divide-border">
        {events.map((event) => (
          <li key={event.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-medium wrap-break-word" translate="no">
                {event.title}
              </p>
              <p className="text-sm text-muted-foreground">
                {event.when} · {m.bookings(event.bookings)}
              </p>
            </div>
            <div className="flex gap-2">
              <Badge variant="outline">{eventKinds[event.kind]}</Badge>
              <Badge variant="secondary">{event.isFillingFast ? m.fillingFast : m.open}</Badge>
            </div>
          </li>
        ))}
      </ul>
    </ExampleCard>
  );
}
