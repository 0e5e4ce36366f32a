import { dateTimeFormat } from "./i18n/formatter";
import { messagesOf } from "./i18n/locale-store";
import { poojaScheduleMessages } from "./pooja-schedule.messages";

/** Sunday first, as the database counts weekdays (0 = Sunday). */
export const WEEKDAYS = poojaScheduleMessages.en.weekdays;

// The schedule's time is the temple's wall clock: read in UTC so no zone shifts it.
const clockOptions: Intl.DateTimeFormatOptions = {
  timeZone: "UTC",
  hour: "numeric",
  minute: "2-digit",
};

/** "Mon, Thu at 7:00 am", or "Daily at …": when a temple performs a pooja, in the temple's time. */
export function describeSchedule(pooja: {
  schedule_weekdays: number[] | null;
  schedule_time: string | null;
}): string {
  const m = messagesOf(poojaScheduleMessages);
  if (!pooja.schedule_weekdays || !pooja.schedule_time) return m.onRequest;
  const days =
    pooja.schedule_weekdays.length === 7
      ? m.daily
      : pooja.schedule_weekdays.map((day) => m.weekdays[day]).join(", ");
  const [hours = 0, minutes = 0] = pooja.schedule_time.split(":").map(Number);
  const clock = dateTimeFormat(clockOptions).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
  return m.at(days, clock);
}
