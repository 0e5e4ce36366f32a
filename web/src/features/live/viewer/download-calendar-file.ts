import type { UpcomingStream } from "@/content/live-streams";
import { saveCalendarEvent } from "@/lib/save-calendar-event";

/** A session with no stated length is put in the calendar as an hour. */
const DEFAULT_MINUTES = 60;

/** Saves the session as an .ics file the phone's or computer's calendar opens. */
export function downloadCalendarFile(
  stream: UpcomingStream,
  reminder: NonNullable<UpcomingStream["reminder"]>,
): void {
  const startsAt = new Date(reminder.startsAt);
  const minutes = reminder.durationMinutes ?? DEFAULT_MINUTES;
  saveCalendarEvent({
    uid: `live-${stream.id}@bhakti-setu`,
    title: stream.title,
    description: reminder.description,
    location: reminder.venue,
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    url: `${window.location.origin}/live`,
  });
}
