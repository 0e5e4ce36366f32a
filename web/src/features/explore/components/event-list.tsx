import { PagedCardGrid } from "@/components/paged-card-grid";
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

  return (
    <PagedCardGrid
      query={events}
      rows={rows}
      loading={m.loadingEvents}
      spinnerClassName="py-8"
      moreLabel={m.moreEvents}
      empty={
        <p className="rounded-lg border border-dashed border-border p-6 text-muted-foreground">
          {m.noEvents}
        </p>
      }
    >
      {(event) => (
        <EventCard
          event={event}
          userId={userId}
          isRegistered={registrations.data?.has(event.id) ?? false}
        />
      )}
    </PagedCardGrid>
  );
}
