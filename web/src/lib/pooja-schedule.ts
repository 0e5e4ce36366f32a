/** Sunday first, as the database counts weekdays (0 = Sunday). */
export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** "Mon, Thu at 7:00 am", or "Daily at …": when a temple performs a pooja, in the temple's time. */
export function describeSchedule(pooja: {
  schedule_weekdays: number[] | null;
  schedule_time: string | null;
}): string {
  if (!pooja.schedule_weekdays || !pooja.schedule_time) return "At a time you request";
  const days =
    pooja.schedule_weekdays.length === 7
      ? "Daily"
      : pooja.schedule_weekdays.map((day) => WEEKDAYS[day]).join(", ");
  const [hours = 0, minutes = 0] = pooja.schedule_time.split(":").map(Number);
  const clock = new Date(Date.UTC(2000, 0, 1, hours, minutes)).toLocaleTimeString("en-IN", {
    timeZone: "UTC",
    hour: "numeric",
    minute: "2-digit",
  });
  return `${days} at ${clock} IST`;
}
