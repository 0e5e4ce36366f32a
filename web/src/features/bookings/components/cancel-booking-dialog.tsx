import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { describeServerError } from "@/lib/server-error";
import { useCancelBooking } from "../api/cancel-booking";
import { type CancellationTerms, previewRefund } from "../cancellation";
import { textAreaClass } from "./field";

/** Cancel, after seeing what the provider's rule refunds and keeps if cancelled now. */
export function CancelBookingDialog({
  bookingId,
  terms,
}: {
  bookingId: string;
  terms: CancellationTerms;
}) {
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const cancel = useCancelBooking(bookingId);
  const { refundPaise, keptPaise, freeUntil } = previewRefund(terms, openedAt);
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
          Cancel booking
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>
            {keptPaise === 0
              ? terms.status === "requested"
                ? "It has not been confirmed yet, so the full amount is refunded."
                : `You are inside the free cancellation window (until ${formatIstDateTime(freeUntil.toISOString())}).`
              : `The free cancellation window closed at ${formatIstDateTime(freeUntil.toISOString())}; the provider keeps ${terms.kept_percent}%.`}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-2">
          <dt>Refunded to you</dt>
          <dd className="text-right font-bold">{formatPaise(refundPaise)}</dd>
          <dt>Kept by the provider</dt>
          <dd className="text-right font-bold">{formatPaise(keptPaise)}</dd>
        </dl>
        <div className="grid gap-1">
          <label htmlFor="cancel-reason" className="text-sm font-semibold">
            Reason (optional, the provider reads it)
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
              Keep booking
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(reason.trim(), { onSuccess: () => setOpen(false) })}
          >
            {cancel.isPending ? "Cancelling…" : "Yes, cancel"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
