import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TitledSection } from "@/components/titled-section";
import { Button } from "@/components/ui/button";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import {
  confirmRefundReturned,
  confirmUpiPayment,
  markPaidAfterVisit,
  reportUpiNotReceived,
} from "../api/upi-payments";
import { paymentMessages } from "../messages";
import { isPrepaid, type PaymentRow, settledPayment } from "@/lib/payment-rules";
import { PayButton } from "@/components/payments/pay-button";
import { refreshAfter } from "@/lib/mutation-refresh";

export interface BookingPaymentFacts {
  id: string;
  status: string;
  price_paise: number;
  offeringKind: string | undefined;
  payments: PaymentRow[];
}

/** Who reads a booking's money (the devotee, or its host named `hostName`) and the booking's query. */
interface PaymentReader {
  isDevotee: boolean;
  hostName: string;
  bookingKey: readonly unknown[];
}

function useRowAction(bookingKey: readonly unknown[], action: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    // The booking, the payee's list and any donation totals all show the payment.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKey }),
        refreshAfter(queryClient, "payment"),
      ]),
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
}: PaymentReader & { payment: PaymentRow }) {
  const m = useMessages(paymentMessages);
  const amount = formatPaise(payment.refund_paise);
  const host = <span translate="no">{hostName}</span>;
  switch (payment.refund_status) {
    case "none":
      return <p>{m.noRefund}</p>;
    case "pending":
      return <p>{m.refundPending(amount)}</p>;
    case "processed":
      return (
        <p>
          {m.refunded(amount, payment.refunded_at ? formatIstDateTime(payment.refunded_at) : null)}
        </p>
      );
    case "returned":
      return (
        <p>
          {m.hostReturned(amount)[0]}
          {host}
          {m.hostReturned(amount)[1]}
        </p>
      );
    case "due_from_payee":
      return isDevotee ? (
        <p>
          {m.hostReturns(amount)[0]}
          {host}
          {m.hostReturns(amount)[1]}
        </p>
      ) : (
        <div className="grid justify-items-start gap-2">
          <p>{m.returnThenConfirmHere(amount)}</p>
          <ActionButton
            label={m.returned(amount)}
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
  ...reader
}: PaymentReader & { booking: BookingPaymentFacts }) {
  const { isDevotee, hostName, bookingKey } = reader;
  const m = useMessages(paymentMessages);
  const paid = settledPayment(booking.payments);
  const awaiting = booking.payments.find((p) => p.status === "awaiting_confirmation");
  const isOpen = booking.status === "requested" || booking.status === "confirmed";
  let body;
  if (paid) {
    body = (
      <>
        <p>
          {m.paid(
            formatPaise(paid.amount_paise),
            m.methods[paid.method],
            paid.captured_at ? formatIstDateTime(paid.captured_at) : null,
          )}
        </p>
        {booking.status === "cancelled" && <RefundLine payment={paid} {...reader} />}
      </>
    );
  } else if (awaiting) {
    const upiSent = m.upiSent(formatPaise(awaiting.amount_paise));
    const devoteePaid = m.devoteePaid(formatPaise(awaiting.amount_paise));
    body = isDevotee ? (
      <p>
        {upiSent[0]}
        <span translate="no">{awaiting.upi_reference}</span>
        {upiSent[1]}
        <span translate="no">{hostName}</span>
        {upiSent[2]}
      </p>
    ) : (
      <div className="grid justify-items-start gap-2">
        <p>
          {devoteePaid[0]}
          <span translate="no">{awaiting.upi_reference}</span>
          {devoteePaid[1]}
        </p>
        <div className="flex flex-wrap gap-2">
          <ActionButton
            label={m.confirmReceived}
            bookingKey={bookingKey}
            action={() => confirmUpiPayment(awaiting.id)}
          />
          <ActionButton
            label={m.notReceived}
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
          <p>{m.recordAfterVisit(formatPaise(booking.price_paise))}</p>
          <div className="flex flex-wrap gap-2">
            <ActionButton
              label={m.paidCash}
              bookingKey={bookingKey}
              action={() => markPaidAfterVisit(booking.id, "cash")}
            />
            <ActionButton
              label={m.paidUpi}
              bookingKey={bookingKey}
              action={() => markPaidAfterVisit(booking.id, "upi")}
            />
          </div>
        </div>
      ) : (
        <p>{m.paidAfterVisit(formatPaise(booking.price_paise))}</p>
      );
  } else if (isDevotee && isOpen) {
    body = (
      <div className="grid justify-items-start gap-2">
        <p>{m.notPaidYet}</p>
        <PayButton
          purpose="booking"
          id={booking.id}
          amountPaise={booking.price_paise}
          invalidate={[bookingKey, ["my-bookings"]]}
        />
      </div>
    );
  } else {
    body = <p>{m.notPaid}</p>;
  }
  return (
    <TitledSection title={m.heading} className="grid gap-2 rounded-lg border border-border p-4">
      {body}
    </TitledSection>
  );
}
