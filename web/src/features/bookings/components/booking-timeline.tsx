import { formatIstDateTime } from "@/lib/format";
import type { BookingEvent } from "../api/get-booking";
import type { BookingStatus } from "@/components/booking-status";
import { STATUS_LABELS } from "./status-badge";

/** What comes next after the latest step, shown greyed until it happens. */
const NEXT_STEPS: Partial<Record<BookingStatus, readonly BookingStatus[]>> = {
  requested: ["confirmed", "completed"],
  confirmed: ["completed"],
};

const WAITING: Partial<Record<BookingStatus, string>> = {
  confirmed: "Waiting for the provider to confirm",
  completed: "After the pooja has taken place",
};

/** The booking's steps so far (booking_events), then the ones still to come. */
export function BookingTimeline({
  events,
  status,
}: {
  events: readonly BookingEvent[];
  status: BookingStatus;
}) {
  const upcoming = NEXT_STEPS[status] ?? [];
  return (
    <ol aria-label="Timeline" className="grid gap-3 border-l-2 border-border pl-4">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-primary"
          />
          {event.kind === "status" ? (
            <>
              <p className="font-semibold">{STATUS_LABELS[event.status]}</p>
              <p className="text-sm text-muted-foreground">{formatIstDateTime(event.created_at)}</p>
              {event.note ? <p className="text-sm">Reason: {event.note}</p> : null}
            </>
          ) : (
            <>
              <p className="font-semibold">{event.kind === "payment" ? "Payment" : "Refund"}</p>
              <p className="text-sm text-muted-foreground">{formatIstDateTime(event.created_at)}</p>
              <p className="text-sm">{event.note}</p>
            </>
          )}
        </li>
      ))}
      {upcoming.map((step) => (
        <li key={step} className="relative text-muted-foreground">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full border-2 border-border bg-card"
          />
          <p className="font-semibold">
            {STATUS_LABELS[step]} <span className="sr-only">(not yet)</span>
          </p>
          <p className="text-sm">{WAITING[step]}</p>
        </li>
      ))}
    </ol>
  );
}
