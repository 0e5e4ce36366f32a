import { formatIstDateTime } from "@/lib/format";
import type { BookingEvent } from "../api/get-booking";
import type { BookingStatus } from "@/components/booking-status";
import { bookingStatusMessages } from "@/components/booking-status.messages";
import { useMessages } from "@/lib/i18n/use-messages";
import { bookingMessages } from "../messages";
import { bookingSessionMessages } from "../session.messages";
import { bookingTimeMessages } from "../time.messages";
import { describePaymentStep } from "../payment-step";

/** What comes next after the latest step, shown greyed until it happens. */
const NEXT_STEPS: Partial<Record<BookingStatus, readonly BookingStatus[]>> = {
  requested: ["confirmed", "completed"],
  confirmed: ["completed"],
};

/** What a payment step says: worded from its values, or as stored for older steps. */
function PaymentStepNote({ event }: { event: BookingEvent }) {
  const m = useMessages(bookingMessages);
  const worded = describePaymentStep(event.params, m.timeline.steps);
  return worded ? (
    <p className="text-sm">{worded}</p>
  ) : (
    <p className="text-sm" data-user-content>
      {event.note}
    </p>
  );
}

/** A step of moving the booking, with the time it names. */
function describeTimeStep(
  event: BookingEvent,
  m: (typeof bookingTimeMessages)["en"]["timeline"],
): string {
  const to = typeof event.params?.to === "string" ? formatIstDateTime(event.params.to) : "";
  switch (event.params?.step) {
    case "moved":
      return m.moved(to);
    case "proposed":
      return m.proposed(to);
    case "accepted":
      return m.accepted(to);
    default:
      return m.declined;
  }
}

/** The booking's steps so far (booking_events), then the ones still to come. */
export function BookingTimeline({
  events,
  status,
  hostName,
}: {
  events: readonly BookingEvent[];
  status: BookingStatus;
  /** The provider's display name or the temple's: whose message a confirmation carries. */
  hostName: string;
}) {
  const m = useMessages(bookingMessages);
  const statuses = useMessages(bookingStatusMessages);
  const session = useMessages(bookingSessionMessages);
  const time = useMessages(bookingTimeMessages);
  const upcoming = NEXT_STEPS[status] ?? [];
  return (
    <ol aria-label={m.timeline.label} className="grid gap-3 border-l-2 border-border pl-4">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-primary"
          />
          {event.kind === "status" ? (
            <>
              <p className="font-semibold">{statuses[event.status]}</p>
              <p className="text-sm text-muted-foreground">{formatIstDateTime(event.created_at)}</p>
              {event.note ? (
                <p className="text-sm" data-user-content>
                  {/* The host's confirmation is a message, not a reason. */}
                  {event.status === "confirmed"
                    ? session.timeline.messageFrom(hostName, event.note)
                    : m.timeline.reason(event.note)}
                </p>
              ) : null}
            </>
          ) : event.kind === "reschedule" ? (
            <>
              <p className="font-semibold">{describeTimeStep(event, time.timeline)}</p>
              <p className="text-sm text-muted-foreground">{formatIstDateTime(event.created_at)}</p>
            </>
          ) : event.kind === "meeting" ? (
            <>
              <p className="font-semibold">{session.timeline.meetingChanged}</p>
              <p className="text-sm text-muted-foreground">{formatIstDateTime(event.created_at)}</p>
              <p className="text-sm">{session.timeline.meetingChangedNote}</p>
            </>
          ) : (
            <>
              <p className="font-semibold">
                {event.kind === "payment" ? m.timeline.payment : m.timeline.refund}
              </p>
              <p className="text-sm text-muted-foreground">{formatIstDateTime(event.created_at)}</p>
              <PaymentStepNote event={event} />
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
            {statuses[step]} <span className="sr-only">{m.timeline.notYet}</span>
          </p>
          <p className="text-sm">{m.timeline.waiting[step as keyof typeof m.timeline.waiting]}</p>
        </li>
      ))}
    </ol>
  );
}
