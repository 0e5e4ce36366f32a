import {
  type CancellableBooking,
  describeCancellationPolicy,
  refundOnCancel,
} from "@bhakti-setu/common/cancellation-policy.ts";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeading,
  DialogTrigger,
} from "@/components/ui/dialog";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { useCancelBooking } from "../api/cancel-booking";
import { bookingMessages } from "../messages";
import { textAreaClass } from "./field";

/** What the dialog needs of a booking: its status, price and copy of the offering's rule. */
export type CancellationTerms = Omit<CancellableBooking, "startsAt"> & { starts_at: string };

/** The devotee cancels, after seeing the rule and what it refunds and keeps if cancelled now. */
export function CancelBookingDialog({
  bookingId,
  terms,
}: {
  bookingId: string;
  terms: CancellationTerms;
}) {
  const messages = useMessages(bookingMessages);
  const m = messages.cancel;
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const cancel = useCancelBooking(bookingId);
  const { refundPaise, keptPaise, freeUntil } = refundOnCancel(
    { ...terms, startsAt: new Date(terms.starts_at) },
    "devotee",
    openedAt,
  );
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) setOpenedAt(new Date());
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          {m.open}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeading
          title={m.title}
          description={
            <>
              {keptPaise === 0
                ? terms.status === "requested"
                  ? m.notConfirmed
                  : m.insideWindow(formatIstDateTime(freeUntil.toISOString()))
                : m.windowClosed(
                    formatIstDateTime(freeUntil.toISOString()),
                    terms.kept_percent,
                  )}{" "}
              {describeCancellationPolicy(terms, messages.cancellationPolicy)}
            </>
          }
        />
        <dl className="grid grid-cols-2 gap-2">
          <dt>{m.refunded}</dt>
          <dd className="text-right font-bold">{formatPaise(refundPaise)}</dd>
          <dt>{m.kept}</dt>
          <dd className="text-right font-bold">{formatPaise(keptPaise)}</dd>
        </dl>
        <div className="grid gap-1">
          <label htmlFor="cancel-reason" className="text-sm font-semibold">
            {m.reason}
          </label>
          <textarea
            id="cancel-reason"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={textAreaClass}
          />
        </div>
        {cancel.isError ? (
          <p role="alert" className="text-destructive">
            {describeServerError(cancel.error)}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              {m.keep}
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(reason.trim(), { onSuccess: () => setOpen(false) })}
          >
            {cancel.isPending ? m.cancelling : m.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
