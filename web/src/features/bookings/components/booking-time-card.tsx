import { bookingCalendarEvent } from "@bhakti-setu/common/booking-calendar-event.ts";
import { isFreeToChange } from "@bhakti-setu/common/cancellation-policy.ts";
import { useState } from "react";
import { ChoiceButtons } from "@/components/choice-buttons";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/titled-card";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/components/failure-toast";
import { formatIstDateTime, indiaDateOf } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { saveCalendarEvent } from "@/lib/save-calendar-event";
import { describeServerError } from "@/lib/server-error";
import { parseTimeRange } from "@/lib/time-range";
import { type BookingTimeChange, useChangeBookingTime } from "../api/change-booking-time";
import type { BookingDetail } from "../api/get-booking";
import { bookingTimeMessages } from "../time.messages";
import { NewTimePicker } from "./new-time-picker";

/**
 * When the booking happens: "Add to calendar", the devotee's "Change time" inside the free
 * window, the host's "Propose a new time", and a proposal waiting for the devotee's answer.
 */
export function BookingTimeCard({
  booking,
  isDevotee,
  hostName,
  openedAt,
}: {
  booking: BookingDetail;
  isDevotee: boolean;
  hostName: string;
  /** When the page was opened: the windows are judged against it. */
  openedAt: number;
}) {
  const m = useMessages(bookingTimeMessages);
  const [isPicking, setPicking] = useState(false);
  const change = useChangeBookingTime();
  const slot = parseTimeRange(booking.slot);
  const isConfirmed = booking.status === "confirmed";
  const isAhead = new Date(slot.start).getTime() > openedAt;
  const proposal = booking.booking_time_proposals
    ? parseTimeRange(booking.booking_time_proposals.slot)
    : null;
  const canMove =
    isDevotee &&
    isConfirmed &&
    isFreeToChange({ ...booking, startsAt: new Date(slot.start) }, new Date(openedAt));
  const canPropose = !isDevotee && isConfirmed && isAhead;

  function run(input: BookingTimeChange, done: () => string) {
    change.mutate(input, {
      onSuccess: () => {
        setPicking(false);
        toast({ title: done() });
      },
      onError: (error) =>
        isPicking ? undefined : toastFailure(messagesOf(bookingTimeMessages).notChanged, error),
    });
  }
  const words = () => messagesOf(bookingTimeMessages);

  return (
    <TitledCard title={m.heading} className="grid gap-4">
      <p className="font-semibold">{formatIstDateTime(slot.start)}</p>
      {proposal && isConfirmed ? (
        <div role="status" className="grid gap-3 rounded-lg border border-primary p-4">
          <p>
            {isDevotee
              ? m.proposal(hostName, formatIstDateTime(proposal.start))
              : m.yourProposal(formatIstDateTime(proposal.start))}
          </p>
          {isDevotee ? (
            <ChoiceButtons
              isPending={change.isPending}
              primary={m.accept}
              onPrimary={() =>
                run(
                  { action: "answer", bookingId: booking.id, accept: true },
                  () => words().accepted,
                )
              }
              secondary={m.keep}
              onSecondary={() =>
                run(
                  { action: "answer", bookingId: booking.id, accept: false },
                  () => words().declined,
                )
              }
            />
          ) : null}
        </div>
      ) : null}
      {isPicking ? (
        <NewTimePicker
          offering={{
            id: booking.offering_id,
            provider_id: booking.provider_id,
            schedule_weekdays: booking.offerings?.schedule_weekdays ?? null,
            duration_minutes: Math.round(
              (new Date(slot.end).getTime() - new Date(slot.start).getTime()) / 60_000,
            ),
          }}
          horizonDays={booking.providers?.booking_horizon_days}
          initialDate={indiaDateOf(new Date(slot.start))}
          now={new Date(openedAt)}
          submitLabel={canMove ? m.moveTo : m.send}
          hint={canMove ? m.changeHint : m.proposeHint}
          isPending={change.isPending}
          error={change.isError ? describeServerError(change.error) : undefined}
          onPick={(startsAt) =>
            run({ action: canMove ? "move" : "propose", bookingId: booking.id, startsAt }, () =>
              canMove ? words().moved : words().proposed,
            )
          }
          onClose={() => {
            change.reset();
            setPicking(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {isConfirmed && isAhead ? (
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                saveCalendarEvent(
                  bookingCalendarEvent({
                    id: booking.id,
                    title: booking.title,
                    startsAt: new Date(slot.start),
                    endsAt: new Date(slot.end),
                    withName: isDevotee ? hostName : booking.devotee_name,
                    url: window.location.href,
                  }),
                )
              }
            >
              {m.addToCalendar}
            </Button>
          ) : null}
          {canMove || canPropose ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                change.reset();
                setPicking(true);
              }}
            >
              {canMove ? m.change : m.propose}
            </Button>
          ) : null}
        </div>
      )}
      {isDevotee && isConfirmed && isAhead && !canMove ? (
        <p className="text-sm text-muted-foreground">{m.changeClosed}</p>
      ) : null}
    </TitledCard>
  );
}
