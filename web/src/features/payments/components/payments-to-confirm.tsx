import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { TitledSection } from "@/components/titled-section";
import { MutationError } from "@/components/mutation-error";
import { formatIstDateTime, formatPaise } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import {
  type PayeeColumn,
  type PaymentToConfirm,
  usePaymentsToConfirm,
} from "../api/payments-to-confirm";
import {
  confirmRefundReturned,
  confirmUpiPayment,
  reportUpiNotReceived,
} from "../api/upi-payments";
import { paymentMessages } from "../messages";
import { refreshAfter } from "@/lib/mutation-refresh";

function purposeOf(payment: PaymentToConfirm): string {
  if (payment.bookings) return payment.bookings.title;
  if (payment.course_enrolments?.courses) return payment.course_enrolments.courses.title;
  const m = messagesOf(paymentMessages).toConfirm;
  const program = payment.donations?.seva_programs?.title ?? m.aSevaProgram;
  return m.donation(program, payment.donations?.donor_name ?? null);
}

function PaymentItem({ payment }: { payment: PaymentToConfirm }) {
  const m = useMessages(paymentMessages);
  const queryClient = useQueryClient();
  const isRefund = payment.status === "captured";
  const action = useMutation({
    mutationFn: (step: "confirm" | "not-received") =>
      isRefund
        ? confirmRefundReturned(payment.id)
        : step === "confirm"
          ? confirmUpiPayment(payment.id)
          : reportUpiNotReceived(payment.id),
    // The list, and every screen showing the payment: the donation, its totals, the booking.
    onSettled: () => refreshAfter(queryClient, "payment"),
  });
  const amount = formatPaise(isRefund ? payment.refund_paise : payment.amount_paise);
  return (
    <li className="grid gap-2 rounded-lg border border-border p-4">
      {/* Mostly the names of a booking, a program and a donor, so marked as names. */}
      <p className="font-medium" translate="no">
        {purposeOf(payment)}
      </p>
      <p className="text-sm">
        {isRefund
          ? m.toConfirm.returnThenConfirm(amount)
          : m.toConfirm.reported(
              amount,
              payment.upi_reference,
              formatIstDateTime(payment.created_at),
            )}
      </p>
      <MutationError mutation={action} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={action.isPending}
          onClick={() => action.mutate("confirm")}
        >
          {isRefund ? m.returned(amount) : m.toConfirm.confirm(amount)}
        </Button>
        {!isRefund && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() => action.mutate("not-received")}
          >
            {m.notReceived}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Direct UPI payments to confirm and refunds to return, for a provider or a temple. */
export function PaymentsToConfirm({ column, id }: { column: PayeeColumn; id: string }) {
  const m = useMessages(paymentMessages);
  const payments = usePaymentsToConfirm(column, id);
  // An aside to the page's own list: it appears once there is something to confirm.
  if (payments.isPending) return null;
  if (payments.isError) {
    return <LoadError error={payments.error} onRetry={() => void payments.refetch()} />;
  }
  if (payments.data.length === 0) return null;
  return (
    <TitledSection title={m.toConfirm.heading} className="grid gap-3">
      <ul className="grid gap-3">
        {payments.data.map((payment) => (
          <PaymentItem key={payment.id} payment={payment} />
        ))}
      </ul>
    </TitledSection>
  );
}
