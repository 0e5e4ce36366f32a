import { useState } from "react";
import { QueryContent } from "@/components/query-content";
import { Badge } from "@/components/ui/badge";
import { TitledCard } from "@/components/titled-card";
import { useAvailableSlots } from "@/lib/available-slots";
import { formatDate, formatIstTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { ProviderBooking } from "../api/list-provider-bookings";
import { spiritualMessages } from "../messages";
import type { DayOff } from "./list-days-off";
import { availabilityMessages } from "./messages";
import { zonedDate } from "./zoned-day";

const DAYS = 14;
const SHOWN_SLOTS = 6;
const LIVE = new Set(["requested", "confirmed"]);

/** The coming two weeks, day by day: bookings, days off and the hour-long slots still free. */
export function AvailabilityCalendar({
  providerId,
  zone,
  bookings,
  daysOff,
}: {
  providerId: string;
  zone: string;
  bookings: readonly ProviderBooking[];
  daysOff: readonly DayOff[];
}) {
  // Fixed when the page opens, so the request (and its cache key) stays the same across renders.
  const [range] = useState(() => {
    const from = new Date();
    return {
      from: from.toISOString(),
      to: new Date(from.getTime() + DAYS * 86_400_000).toISOString(),
    };
  });
  const m = useMessages(availabilityMessages).calendar;
  const statuses = useMessages(spiritualMessages).bookingStatuses;
  const slots = useAvailableSlots({ providerId, ...range, durationMinutes: 60 });
  const days = Array.from({ length: DAYS }, (_, index) =>
    zonedDate(new Date(Date.parse(range.from) + index * 86_400_000), zone),
  );
  const offDays = new Set(daysOff.map((day) => zonedDate(day.start, zone)));

  return (
    <TitledCard title={m.heading}>
      <QueryContent query={slots} loading={m.loading}>
        {(open) => (
          <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {days.map((day) => {
              const dayBookings = bookings.filter(
                (booking) => LIVE.has(booking.status) && zonedDate(booking.start, zone) === day,
              );
              const free = open.filter((slot) => zonedDate(slot.starts_at, zone) === day);
              return (
                <li
                  key={day}
                  className="grid content-start gap-2 rounded-lg border border-border p-3"
                >
                  <h3 className="font-semibold">{formatDate(day)}</h3>
                  {offDays.has(day) && <Badge variant="muted">{m.dayOff}</Badge>}
                  {dayBookings.length > 0 && (
                    <ul aria-label={m.bookingsOn(formatDate(day))} className="grid gap-1 text-sm">
                      {dayBookings.map((booking) => (
                        <li key={booking.id} className="wrap-break-word">
                          {formatIstTime(booking.start)} ·{" "}
                          <span translate="no">{booking.title}</span>{" "}
                          <Badge variant={booking.status === "confirmed" ? "default" : "secondary"}>
                            {statuses[booking.status]}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className="text-sm text-muted-foreground">
                    {free.length === 0
                      ? m.noFreeHour
                      : m.free(
                          free.length,
                          `${free
                            .slice(0, SHOWN_SLOTS)
                            .map((slot) => formatIstTime(slot.starts_at).replace(" IST", ""))
                            .join(", ")}${free.length > SHOWN_SLOTS ? "…" : ""}`,
                        )}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </QueryContent>
    </TitledCard>
  );
}
