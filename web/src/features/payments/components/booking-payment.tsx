import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { describeServerError } from "@/lib/server-error";
import {
  confirmRefundReturned,
  confirmUpiPayment,
  markPaidAfterVisit,
  reportUpiNotReceived,
} from "../api/upi-payments";
import { isPrepaid, METHOD_NAMES, type PaymentRow, settledPayment } from "../payment-rules";
import { PayButton } from "./pay-button";

export interface BookingPaymentFacts {
  id: string;
  status: string;
  price_paise: number;
  offeringKind: string | undefined;
  payments: PaymentRow[];
}

function useRowAction(bookingKey: readonly unknown[], action: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKey }),
  });
}

function ActionButton({
  label,
  bookingKey,
  action,
}: {
  label: string;
  bookingKey: readonly unknown[];
  action: () => Promise<void>;
}) {
  const run = useRowAction(bookingKey, action);
  return (
    <span className="grid justify-items-start gap-1">
      <Button type="button" size="sm" disabled={run.isPending} onClick={() => run.mutate()}>
        {label}
      </Button>
      {run.isError && (
        <span role="alert" className="text-sm text-destructive">
          {describeServerError(run.error)}
        </span>
      )}
    </span>
  );
}

/** The refund line of a cancelled, paid booking: who returns how much, and whether it is done. */
function RefundLine({
  payment,
  isDevotee,
  hostName,
  bookingKey,
}: {
  payment: PaymentRow;
  isDevotee: boolean;
  hostName: string;
  bookingKey: readonly unknown[];
}) {
  const amount = formatPaise(payment.refund_paise);
  switch (payment.refund_status) {
    case "none":
      return <p>No refund: the cancellation came after the free cancellation window.</p>;
    case "pending":
      return <p>Refund of {amount} on its way back to the account that paid.</p>;
    case "processed":
      return (
        <p>
          Refunded {amount}
          {payment.refunded_at ? ` on ${formatIstDateTime(payment.refunded_at)}` : ""}.
        </p>
      );
    case "returned":
      return (
        <p>
          {hostName} has returned {amount}.
        </p>
      );
    case "due_from_payee":
      return isDevotee ? (
        <p>
          {hostName} returns {amount} to you directly by UPI. Write to support if it has not arrived
          within 7 days.
        </p>
      ) : (
        <div className="grid justify-items-start gap-2">
          <p>Return {amount} to the devotee by UPI, then confirm it here.</p>
          <ActionButton
            label={`I have returned ${amount}`}
            bookingKey={bookingKey}
            action={() => confirmRefundReturned(payment.id)}
          />
        </div>
      );
  }
}

/**
 * A booking's money: pay a prepaid booking, the UPI transfer awaiting the payee, what was paid,
 * a home pooja paid after the visit, and after a cancellation the refund and who makes it.
 */
export function BookingPayment({
  booking,
  isDevotee,
  hostName,
  bookingKey,
}: {
  booking: BookingPaymentFacts;
  isDevotee: boolean;
  hostName: string;
  bookingKey: readonly unknown[];
}) {
  const paid = settledPayment(booking.payments);
  const awaiting = booking.payments.find((p) => p.status === "awaiting_confirmation");
  const isOpen = booking.status === "requested" || booking.status === "confirmed";
  let body;
  if (paid) {
    body = (
      <>
        <p>
          Paid {formatPaise(paid.amount_paise)} by {METHOD_NAMES[paid.method]}
          {paid.captured_at ? ` on ${formatIstDateTime(paid.captured_at)}` : ""}.
        </p>
        {booking.status === "cancelled" && (
          <RefundLine
            payment={paid}
            isDevotee={isDevotee}
            hostName={hostName}
            bookingKey={bookingKey}
          />
        )}
      </>
    );
  } else if (awaiting) {
    body = isDevotee ? (
      <p>
        UPI payment of {formatPaise(awaiting.amount_paise)} sent (reference {awaiting.upi_reference}
        ). {hostName} confirms it once the money arrives.
      </p>
    ) : (
      <div className="grid justify-items-start gap-2">
        <p>
          The devotee says they paid {formatPaise(awaiting.amount_paise)} by UPI, reference{" "}
          {awaiting.upi_reference}. Check your account, then confirm.
        </p>
        <div className="flex flex-wrap gap-2">
          <ActionButton
            label="Confirm money received"
            bookingKey={bookingKey}
            action={() => confirmUpiPayment(awaiting.id)}
          />
          <ActionButton
            label="Not received"
            bookingKey={bookingKey}
            action={() => reportUpiNotReceived(awaiting.id)}
          />
        </div>
      </div>
    );
  } else if (!isPrepaid(booking.offeringKind)) {
    body =
      booking.status === "completed" && !isDevotee ? (
        <div className="grid justify-items-start gap-2">
          <p>Record how the devotee paid {formatPaise(booking.price_paise)} after the visit.</p>
          <div className="flex flex-wrap gap-2">
            <ActionButton
              label="Paid in cash"
              bookingKey={bookingKey}
              action={() => markPaidAfterVisit(booking.id, "cash")}
            />
            <ActionButton
              label="Paid by UPI"
              bookingKey={bookingKey}
              action={() => markPaidAfterVisit(booking.id, "upi")}
            />
          </div>
        </div>
      ) : (
        <p>Paid after the visit, in cash or by UPI: {formatPaise(booking.price_paise)}.</p>
      );
  } else if (isDevotee && isOpen) {
    body = (
      <div className="grid justify-items-start gap-2">
        <p>Not paid yet.</p>
        <PayButton
          purpose="booking"
          id={booking.id}
          amountPaise={booking.price_paise}
          invalidate={[bookingKey, ["my-bookings"]]}
        />
      </div>
    );
  } else {
    body = <p>Not paid.</p>;
  }
  return (
    <section
      aria-labelledby="booking-payment"
      className="grid gap-2 rounded-lg border border-border p-4"
    >
      <h2 id="booking-payment" className="text-lg font-semibold">
        Payment
      </h2>
      {body}
    </section>
  );
}
