import { dateTimeFormat } from "./i18n/formatter";
import { messagesOf } from "./i18n/locale-store";
import { istCalendarMessages } from "./ist-calendar.messages";

const IST = "Asia/Kolkata";
const dateKeyFormat = new Intl.DateTimeFormat("en-CA", { timeZone: IST });
const clockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: IST,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dayOptions: Intl.DateTimeFormatOptions = {
  timeZone: IST,
  weekday: "short",
  day: "numeric",
  month: "short",
};
const DAY_MS = 86_400_000;

/** The calendar day in India of an instant, counted in days since 1970-01-01. */
function istDayNumber(instant: Date): number {
  return Date.parse(dateKeyFormat.format(instant)) / DAY_MS;
}

/** An instant's day in India as people say it: "Today", "Tomorrow", else e.g. "Wed, 26 Nov". */
export function formatIstDay(iso: string, now: Date): string {
  const instant = new Date(iso);
  const days = istDayNumber(instant) - istDayNumber(now);
  if (days === 0) return messagesOf(istCalendarMessages).today;
  if (days === 1) return messagesOf(istCalendarMessages).tomorrow;
  return dateTimeFormat(dayOptions).format(instant);
}

/** An instant's wall-clock time in India, 24-hour: "2026-11-24T12:45:00Z" -> "18:15". */
export function formatIstClock(iso: string): string {
  return clockFormat.format(new Date(iso));
}

/** The instant an India date and time name, "2026-12-01" + "18:30" (India keeps one offset all year). */
export function indiaInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+05:30`);
}
