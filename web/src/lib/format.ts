import { formatMessages } from "./format.messages";
import { dateTimeFormat, numberFormat } from "./i18n/formatter";
import { messagesOf } from "./i18n/locale-store";

// Formats follow the current language (en-IN or hi-IN): Indian digit grouping, IST.
const timeOptions: Intl.DateTimeFormatOptions = {
  timeZone: "Asia/Kolkata",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};

/** 125000 -> "1,25,000" (Indian digit grouping). */
export function formatCount(value: number): string {
  return numberFormat().format(value);
}

/** An instant as Indian Standard Time, e.g. "6:30 am IST". */
export function formatIstTime(iso: string): string {
  return `${formatIstClock(iso)} ${messagesOf(formatMessages).ist}`;
}

/** An instant on India's clock without the zone, e.g. "6:30 am", where IST is said nearby. */
export function formatIstClock(iso: string): string {
  return dateTimeFormat(timeOptions).format(new Date(iso)).replace(/\s+/g, " ");
}

/** The hour (0-23) on India's clock of an instant. */
export function istHourOf(iso: string): number {
  return Number(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      hour: "numeric",
      hourCycle: "h23",
    }).format(new Date(iso)),
  );
}

const calendarDateOptions: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
};
const clockTimeOptions: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const rupeeOptions: Intl.NumberFormatOptions = {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
};

/** A calendar date "2026-12-20" -> "20 Dec 2026", read as a local date (no time-zone shift). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return dateTimeFormat(calendarDateOptions).format(new Date(year, month - 1, day));
}

/** A wall-clock time "18:30" -> "6:30 pm". */
export function formatTime(time24: string): string {
  const [hours, minutes] = time24.split(":").map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return time24;
  return dateTimeFormat(clockTimeOptions)
    .format(new Date(2000, 0, 1, hours, minutes))
    .replace(/\s+/g, " ");
}

/** 245000 -> "₹2,45,000". */
export function formatRupees(amount: number): string {
  return numberFormat(rupeeOptions).format(amount);
}

const paiseOptions: Intl.NumberFormatOptions = {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
};

/** Integer paise as rupees: 110000 -> "₹1,100", 50150 -> "₹501.5". */
export function formatPaise(paise: number): string {
  return numberFormat(paiseOptions).format(paise / 100);
}

const INDIA_ZONE = "Asia/Kolkata";
const dateTimeParts: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
};
const istDateTimeOptions: Intl.DateTimeFormatOptions = { ...dateTimeParts, timeZone: INDIA_ZONE };

/**
 * An instant in India time, plus the viewer's own time when their zone differs:
 * "Tue, 24 Nov, 10:00 am IST (5:30 am your time)".
 */
export function formatIstDateTime(iso: string, viewerZone = localTimeZone()): string {
  const ist = dateTimeFormat(istDateTimeOptions).format(new Date(iso)).replace(/\s+/g, " ");
  const local = formatViewerDateTime(iso, viewerZone);
  const messages = messagesOf(formatMessages);
  return local === null
    ? `${ist} ${messages.ist}`
    : `${ist} ${messages.ist} (${messages.yourTime(local)})`;
}

/**
 * An instant on the viewer's own clock ("Tue, 24 Nov, 4:30 am"), or null when it reads the same
 * as India's (India itself, or a zone with India's offset), so it is said once.
 */
export function formatViewerDateTime(iso: string, viewerZone = localTimeZone()): string | null {
  const instant = new Date(iso);
  const ist = dateTimeFormat(istDateTimeOptions).format(instant).replace(/\s+/g, " ");
  const local = dateTimeFormat({ ...dateTimeParts, timeZone: viewerZone })
    .format(instant)
    .replace(/\s+/g, " ");
  return local === ist ? null : local;
}

function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The calendar date in India of an instant, as "2026-11-24" (what a date input holds). */
export function indiaDateOf(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: INDIA_ZONE }).format(instant);
}

/** The calendar date in India of an instant, as people read it: "24 Nov 2026". */
export function formatIstDate(iso: string): string {
  return formatDate(indiaDateOf(new Date(iso)));
}
