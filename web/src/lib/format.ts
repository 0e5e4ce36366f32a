const countFormat = new Intl.NumberFormat("en-IN");
const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** 125000 -> "1,25,000" (Indian digit grouping). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** An instant as Indian Standard Time, e.g. "6:30 am IST". */
export function formatIstTime(iso: string): string {
  return `${timeFormat.format(new Date(iso)).replace(/\s+/g, " ")} IST`;
}

/** An instant as an IST day and time, e.g. "Sat, 22 Nov, 7:00 pm IST". */
export function formatIstDayTime(iso: string): string {
  return `${dayFormat.format(new Date(iso))}, ${formatIstTime(iso)}`;
}
