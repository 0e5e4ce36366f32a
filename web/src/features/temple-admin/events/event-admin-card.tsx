import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ActsOn } from "@/components/acts-on";
import { useId } from "react";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { templeAdminMessages } from "../messages";
import type { AdminTempleEvent } from "./event-schema";
import { eventsMessages } from "./messages";
import { AsWritten } from "@/components/as-written";

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
  const m = useMessages(eventsMessages).card;
  const { eventKinds } = useMessages(templeAdminMessages);
  const labelId = useId();
  const title = <AsWritten key="title">{event.title}</AsWritten>;
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{eventKinds[event.kind]}</Badge>
          {event.cancelled_at && <Badge variant="destructive">{m.cancelled}</Badge>}
          {!event.cancelled_at && !event.registration_open && (
            <Badge variant="outline">{m.registrationClosed}</Badge>
          )}
          {event.is_featured && <Badge>{m.featured}</Badge>}
        </div>
        <CardTitle as="h3" className="text-lg wrap-break-word" translate="no">
          {event.title}
        </CardTitle>
        <p className="text-sm">{formatIstDateTime(event.starts_at)}</p>
      </CardHeader>
      <CardContent>
        {event.speaker && (
          <p className="text-sm">
            {m.speaker} <span translate="no">{event.speaker}</span>
          </p>
        )}
        {event.katha_sessions.length > 0 && (
          <ol aria-labelledby={`${labelId}-sessions`} className="my-2 grid gap-1 text-sm">
            {event.katha_sessions.map((session) => (
              <li key={session.starts_at}>
                {formatIstDateTime(session.starts_at)}
                {session.topic && <span data-user-content>{` · ${session.topic}`}</span>}
              </li>
            ))}
          </ol>
        )}
        <p>{m.registered(event.registration_count, event.capacity)}</p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => onAction("registrations", event)}
          aria-labelledby={`${labelId}-registrations`}
        >
          {m.registrations}
        </Button>
        {isOpen && (
          <>
            <Button type="button" variant="outline" onClick={() => onAction("edit", event)}>
              {m.edit}
              <ActsOn name={event.title} />
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => onAction("cancel", event)}
              aria-labelledby={`${labelId}-cancel`}
            >
              {m.cancelEvent}
            </Button>
          </>
        )}
      </CardFooter>
      {/* Names that hold the title as written, in hidden labels that can mark it as such. */}
      <span id={`${labelId}-sessions`} hidden>
        {m.sessionsOf(title)}
      </span>
      <span id={`${labelId}-registrations`} hidden>
        {m.registrationsOf(title)}
      </span>
      <span id={`${labelId}-cancel`} hidden>
        {m.cancelEventOf(title)}
      </span>
    </Card>
  );
}
