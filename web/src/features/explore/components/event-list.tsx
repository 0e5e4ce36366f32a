import { LoadError } from "@/components/load-error";
import { LoadMoreButton } from "@/components/load-more-button";
import { Spinner } from "@/components/ui/spinner";
import { useMessages } from "@/lib/i18n/use-messages";
import { useUpcomingEvents } from "../api/list-upcoming-events";
import { useMyRegistrations } from "../api/register-for-event";
import { exploreMessages } from "../messages";
import { EventCard } from "./event-card";

/** Upcoming events (all temples', or one temple's), 20 at a time. */
export function EventList({ userId, templeId }: { userId: string; templeId?: string }) {
  const m = useMessages(exploreMessages);
  const events = useUpcomingEvents(templeId);
  const registrations = useMyRegistrations(userId);
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];

  if (events.isPending) return <Spinner className="py-8" label={m.loadingEvents} showLabel />;
  if (events.isError)
    return <LoadError error={events.error} onRetry={() => void events.refetch()} />;
  if (rows.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-muted-foreground">
        {m.noEvents}
      </p>
    );
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((event) => (
          <li key={event.id}>
            <EventCard
              event={event}
              userId={userId}
              isRegistered={registrations.data?.has(event.id) ?? false}
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={events} label={m.moreEvents} />
    </>
  );
}
