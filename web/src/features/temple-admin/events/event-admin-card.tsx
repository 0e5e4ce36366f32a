import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { TEMPLE_EVENT_KIND_LABELS } from "@/content/temple-event-kinds";
import { formatCount, formatIstDateTime } from "@/lib/format";
import type { AdminTempleEvent } from "./event-schema";

export type EventAction = "edit" | "registrations" | "cancel";

/** One of the temple's events with what the admin can do to it. */
export function EventAdminCard({
  event,
  onAction,
}: {
  event: AdminTempleEvent;
  onAction: (action: EventAction, event: AdminTempleEvent) => void;
}) {
  const isOpen = !event.cancelled_at && !event.is_sample;
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{TEMPLE_EVENT_KIND_LABELS[event.kind]}</Badge>
          {event.cancelled_at && <Badge variant="destructive">Cancelled</Badge>}
          {!event.cancelled_at && !event.registration_open && (
            <Badge variant="outline">Registration closed</Badge>
          )}
          {event.is_featured && <Badge>Featured on Explore</Badge>}
        </div>
        <CardTitle as="h3" className="text-lg wrap-break-word">
          {event.title}
        </CardTitle>
        <p className="text-sm">{formatIstDateTime(event.starts_at)}</p>
      </CardHeader>
      <CardContent>
        {event.speaker && <p className="text-sm">Speaker: {event.speaker}</p>}
        {event.katha_sessions.length > 0 && (
          <ol aria-label={`Sessions of ${event.title}`} className="my-2 grid gap-1 text-sm">
            {event.katha_sessions.map((session) => (
              <li key={session.starts_at}>
                {formatIstDateTime(session.starts_at)}
                {session.topic && ` · ${session.topic}`}
              </li>
            ))}
          </ol>
        )}
        <p>
          {formatCount(event.registration_count)} registered
          {event.capacity === null ? "" : ` of ${formatCount(event.capacity)} places`}
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => onAction("registrations", event)}
          aria-label={`Registrations: ${event.title}`}
        >
          Registrations
        </Button>
        {isOpen && (
          <>
            <Button type="button" variant="outline" onClick={() => onAction("edit", event)}>
              Edit<span className="sr-only"> {event.title}</span>
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => onAction("cancel", event)}
              aria-label={`Cancel event: ${event.title}`}
            >
              Cancel event
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}
