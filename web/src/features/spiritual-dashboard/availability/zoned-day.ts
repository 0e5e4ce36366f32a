/** The zone's offset from UTC at an instant, in minutes ("GMT+05:30" -> 330). */
function offsetMinutes(instant: Date, zone: string): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  const [, sign, hours, minutes] = match;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** Midnight starting a calendar date ("2026-11-25") in a zone, as an instant. */
function zonedMidnight(date: string, zone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // Twice: the offset at the first guess may differ from the offset at the answer (DST changes).
  let instant = utcMidnight - offsetMinutes(new Date(utcMidnight), zone) * 60_000;
  instant = utcMidnight - offsetMinutes(new Date(instant), zone) * 60_000;
  return new Date(instant);
}

/** A whole calendar day in the provider's zone, as the [start, end) a time_off row holds. */
export function zonedDayRange(date: string, zone: string): { start: string; end: string } {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    start: zonedMidnight(date, zone).toISOString(),
    end: zonedMidnight(next, zone).toISOString(),
  };
}

/** The calendar date an instant falls on in a zone, as "2026-11-25". */
export function zonedDate(instant: Date | string, zone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date(instant));
}
