import { TemplePlaceLink } from "@/components/temple-place-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount, formatIstDateTime } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError, type ServerError } from "@/lib/server-error";
import { type TempleEvent } from "../api/list-upcoming-events";
import { useSetRegistered } from "../api/register-for-event";
import { exploreMessages } from "../messages";
import { ExampleBadge } from "./example-badge";
import { AsWritten } from "@/components/as-written";

/**
 * A refused registration in words: the policy refuses (42501) an event that has closed or
 * started since the page loaded; the trigger says when it is full (PT409).
 */
function describeRegistrationError(error: unknown): string {
  return (error as ServerError | null)?.code === "42501"
    ? messagesOf(exploreMessages).closedSince
    : describeServerError(error);
}

function placesText(event: TempleEvent, m: typeof exploreMessages.en): string {
  const registered = m.registered(formatCount(event.registration_count));
  return event.capacity === null ? registered : m.ofPlaces(registered, formatCount(event.capacity));
}

/** An upcoming temple event with its places and the devotee's Register / Cancel registration. */
export function EventCard({
  event,
  userId,
  isRegistered,
}: {
  event: TempleEvent;
  userId: string;
  isRegistered: boolean;
}) {
  const m = useMessages(exploreMessages);
  const setRegistered = useSetRegistered(event.id, userId);
  const isFull = event.capacity !== null && event.registration_count >= event.capacity;
  const action = isRegistered ? m.cancelRegistration : m.register;
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-2">
          {event.is_featured ? <Badge>{m.featured}</Badge> : null}
          <Badge variant="outline">{m.eventKinds[event.kind]}</Badge>
          {event.is_sample ? <ExampleBadge /> : null}
          {isFull ? (
            <Badge variant="destructive">{m.full}</Badge>
          ) : event.is_filling_fast ? (
            <Badge variant="secondary">{m.fillingFast}</Badge>
          ) : null}
        </div>
        <CardTitle as="h3" className="text-lg" translate="no">
          {event.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p>{formatIstDateTime(event.starts_at)}</p>
        {event.temple ? (
          <p>
            <TemplePlaceLink temple={event.temple} />
          </p>
        ) : null}
        {event.speaker ? (
          <p>
            {m.withSpeaker(<AsWritten key="speaker">{event.speaker}</AsWritten>)}
            {event.katha_sessions[0]?.count ? m.sessionsFrom(event.katha_sessions[0].count) : ""}
          </p>
        ) : null}
        <p className="text-muted-foreground">{placesText(event, m)}</p>
        {event.description ? <p data-user-content>{event.description}</p> : null}
      </CardContent>
      <CardFooter className="grid justify-items-start gap-2">
        {event.is_sample ? (
          <p className="text-sm text-muted-foreground">{m.exampleEvent}</p>
        ) : isFull && !isRegistered ? (
          <p className="text-sm font-medium">{m.eventFull}</p>
        ) : !event.registration_open && !isRegistered ? (
          <p className="text-sm font-medium">{m.registrationClosed}</p>
        ) : (
          <Button
            type="button"
            variant={isRegistered ? "outline" : "default"}
            aria-label={m.actionFor(action, event.title)}
            translate="no"
            disabled={setRegistered.isPending}
            onClick={() => setRegistered.mutate(!isRegistered)}
          >
            {setRegistered.isPending ? m.saving : action}
          </Button>
        )}
        {isRegistered ? <p className="text-sm font-medium">{m.youAreRegistered}</p> : null}
        {setRegistered.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeRegistrationError(setRegistered.error)}
          </p>
        ) : null}
      </CardFooter>
    </Card>
  );
}
