import {
  type CalendarEvent,
  calendarFileName,
  createCalendarFile,
} from "@bhakti-setu/common/calendar-file.ts";

/** Saves one event as an .ics file, which the phone's or computer's calendar opens. */
export function saveCalendarEvent(event: CalendarEvent): void {
  const file = createCalendarFile(event, new Date());
  const href = URL.createObjectURL(new Blob([file], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = href;
  link.download = calendarFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
