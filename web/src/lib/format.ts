const countFormat = new Intl.NumberFormat("en-IN");
const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** 125000 -> "1,25,000" (Indian digit grouping). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** An instant as Indian Standard Time, e.g. "6:30 am IST". */
export function formatIstTime(iso: string): string {
  return `${timeFormat.format(new Date(iso)).replace(/\s+/g, " ")} IST`;
}

const calendarDateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
});
const clockTimeFormat = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });
const rupeeFormat = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** A calendar date "2026-12-20" -> "20 Dec 2026", read as a local date (no time-zone shift). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return calendarDateFormat.format(new Date(year, month - 1, day));
}

/** A wall-clock time "18:30" -> "6:30 pm". */
export function formatTime(time24: string): string {
  const [hours, minutes] = time24.split(":").map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return time24;
  return clockTimeFormat.format(new Date(2000, 0, 1, hours, minutes)).replace(/\s+/g, " ");
}

/** 245000 -> "₹2,45,000". */
export function formatRupees(amount: number): string {
  return rupeeFormat.format(amount);
}
