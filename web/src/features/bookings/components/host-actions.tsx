import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ReasonDialog } from "@/components/reason-dialog";
import { bookingDecisionMessages } from "@/components/reason-dialog.messages";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/components/failure-toast";
import { actOnBooking, type BookingAction } from "@/lib/booking-actions";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import type { BookingDetail } from "../api/get-booking";
import { bookingSessionMessages } from "../session.messages";
import { refreshAfter } from "@/lib/mutation-refresh";

type Asking = "confirm" | "decline" | "cancel";

/**
 * The host's answers on the booking page, by the same rules and functions as their inbox:
 * Confirm (with an optional message) or Decline (with a reason) a request; Cancel a confirmed
 * booking before it starts (with a reason), or Mark it completed once it has started.
 */
export function HostActions({
  booking,
  start,
  openedAt,
}: {
  booking: BookingDetail;
  start: string;
  /** When the page was opened: whether the booking has started is judged against it. */
  openedAt: number;
}) {
  const m = useMessages(bookingSessionMessages).host;
  const decisions = useMessages(bookingDecisionMessages);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [dialogError, setDialogError] = useState<string>();
  const act = useMutation({
    mutationFn: actOnBooking,
    // A declined or cancelled booking frees its slot again, and may return a payment.
    onSettled: () => refreshAfter(queryClient, "booking", "payment"),
  });

  function run(input: BookingAction, done: () => string) {
    act.mutate(input, {
      onSuccess: () => {
        setAsking(null);
        toast({ title: done() });
      },
      onError: (error) =>
        asking
          ? setDialogError(describeServerError(error))
          : toastFailure(messagesOf(bookingSessionMessages).host.notChanged, error),
    });
  }
  const ask = (action: Asking) => {
    setDialogError(undefined);
    setAsking(action);
  };

  const hasStarted = new Date(start).getTime() <= openedAt;
  let buttons = null;
  if (booking.status === "requested") {
    buttons = (
      <>
        <Button type="button" onClick={() => ask("confirm")}>
          {m.confirm}
        </Button>
        <Button type="button" variant="outline" onClick={() => ask("decline")}>
          {m.decline}
        </Button>
      </>
    );
  } else if (booking.status === "confirmed") {
    buttons = hasStarted ? (
      <Button
        type="button"
        disabled={act.isPending}
        onClick={() =>
          run(
            { action: "complete", bookingId: booking.id },
            () => messagesOf(bookingSessionMessages).host.markedCompleted,
          )
        }
      >
        {m.markCompleted}
      </Button>
    ) : (
      <Button type="button" variant="outline" onClick={() => ask("cancel")}>
        {m.cancel}
      </Button>
    );
  }
  if (!buttons) return null;
  const dialog = asking && decisions.dialogs[asking];
  return (
    <section aria-label={m.heading} className="flex flex-wrap gap-2">
      {buttons}
      {asking && dialog ? (
        <ReasonDialog
          title={dialog.title}
          description={dialog.description}
          confirmLabel={dialog.confirmLabel}
          optional={asking === "confirm"}
          error={dialogError}
          isSubmitting={act.isPending}
          onClose={() => setAsking(null)}
          onSubmit={(reason) =>
            run(
              { action: asking, bookingId: booking.id, reason },
              () => messagesOf(bookingDecisionMessages).dialogs[asking].done,
            )
          }
        />
      ) : null}
    </section>
  );
}
