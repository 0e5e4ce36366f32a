/** What a payment row says about money moved, as the booking and donation screens read it. */
export interface PaymentRow {
  id: string;
  status: "created" | "authorized" | "captured" | "failed" | "refunded" | "awaiting_confirmation";
  method: "razorpay" | "upi" | "test" | "cash";
  amount_paise: number;
  captured_at: string | null;
  upi_reference: string | null;
  refund_status: "none" | "pending" | "processed" | "due_from_payee" | "returned";
  refund_paise: number;
  refunded_at: string | null;
}

/** A home pooja is paid after the visit; everything else when booking. */
export function isPrepaid(offeringKind: string | undefined): boolean {
  return offeringKind !== "home_pooja";
}

/** The payment that moved money, if any (attempts that failed or were abandoned aside). */
export function settledPayment(payments: readonly PaymentRow[]): PaymentRow | undefined {
  return payments.find((payment) => payment.status === "captured" || payment.status === "refunded");
}

/** India's financial year (1 April to 31 March) of an instant, in IST: "2026-27". */
export function financialYearOf(instant: Date): string {
  const [year, month] = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
  })
    .format(instant)
    .split("-")
    .map(Number);
  const start = month! >= 4 ? year! : year! - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
