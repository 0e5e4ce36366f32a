import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { formatCount, formatIstDateTime } from "@/lib/format";
import { describeServerError, type ServerError } from "@/lib/server-error";
import { type TempleEvent } from "../api/list-upcoming-events";
import { useSetRegistered } from "../api/register-for-event";
import { ExampleBadge } from "./example-badge";

const KIND_LABELS: Record<TempleEvent["kind"], string> = {
  special_pooja: "Special pooja",
  katha_series: "Katha series",
  festival: "Festival",
};

/**
 * A refused registration in words: the policy refuses (42501) an event that has closed or
 * started since the page loaded; the trigger says when it is full (PT409).
 */
function describeRegistrationError(error: unknown): string {
  return (error as ServerError | null)?.code === "42501"
    ? "Registration has closed for this event. Choose another event."
    : describeServerError(error);
}

function placesText(event: TempleEvent): string {
  const registered = `${formatCount(event.registration_count)} registered`;
  return event.capacity === null
    ? registered
    : `${registered} of ${formatCount(event.capacity)} places`;
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
  const setRegistered = useSetRegistered(event.id, userId);
  const isFull = event.capacity !== null && event.registration_count >= event.capacity;
  const action = isRegistered ? "Cancel registration" : "Register";
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap gap-2">
          {event.is_featured ? <Badge>Featured</Badge> : null}
          <Badge variant="outline">{KIND_LABELS[event.kind]}</Badge>
          {event.is_sample ? <ExampleBadge /> : null}
          {isFull ? (
            <Badge variant="destructive">Full</Badge>
          ) : event.is_filling_fast ? (
            <Badge variant="secondary">Filling Fast</Badge>
          ) : null}
        </div>
        <CardTitle as="h3" className="text-lg">
          {event.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p>{formatIstDateTime(event.starts_at)}</p>
        {event.temple ? (
          <p>
            <Link className="underline" to={paths.exploreTemple.href(event.temple.slug)}>
              {event.temple.name}
            </Link>
            {event.temple.city ? `, ${event.temple.city}` : ""}
          </p>
        ) : null}
        {event.speaker ? (
          <p>
            With {event.speaker}
            {event.katha_sessions[0]?.count
              ? ` · ${event.katha_sessions[0].count} sessions from this date`
              : ""}
          </p>
        ) : null}
        <p className="text-muted-foreground">{placesText(event)}</p>
        {event.description ? <p>{event.description}</p> : null}
      </CardContent>
      <CardFooter className="grid justify-items-start gap-2">
        {event.is_sample ? (
          <p className="text-sm text-muted-foreground">
            An example event: registration opens on real temples&apos; events.
          </p>
        ) : isFull && !isRegistered ? (
          <p className="text-sm font-medium">This event is full. Choose another event.</p>
        ) : !event.registration_open && !isRegistered ? (
          <p className="text-sm font-medium">Registration is closed for this event.</p>
        ) : (
          <Button
            type="button"
            variant={isRegistered ? "outline" : "default"}
            aria-label={`${action}: ${event.title}`}
            disabled={setRegistered.isPending}
            onClick={() => setRegistered.mutate(!isRegistered)}
          >
            {setRegistered.isPending ? "Saving…" : action}
          </Button>
        )}
        {isRegistered ? <p className="text-sm font-medium">You are registered.</p> : null}
        {setRegistered.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeRegistrationError(setRegistered.error)}
          </p>
        ) : null}
      </CardFooter>
    </Card>
  );
}
