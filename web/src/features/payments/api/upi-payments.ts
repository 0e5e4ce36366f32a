import { askSupabase } from "@/lib/supabase-request";

/** The payee confirms the money reached their account. */
export async function confirmUpiPayment(paymentId: string) {
  await askSupabase((supabase) => supabase.rpc("confirm_upi_payment", { payment: paymentId }));
}

/** The payee says they returned a refund that was theirs to return. */
export async function confirmRefundReturned(paymentId: string) {
  await askSupabase((supabase) => supabase.rpc("confirm_refund_returned", { payment: paymentId }));
}

/** The provider records how a home pooja was paid after the visit. */
export async function markPaidAfterVisit(bookingId: string, method: "cash" | "upi") {
  await askSupabase((supabase) =>
    supabase.rpc("mark_paid_after_visit", { booking: bookingId, method }),
  );
}

/** The payee has looked and the reported UPI transfer is not in their account. */
export async function reportUpiNotReceived(paymentId: string) {
  await askSupabase((supabase) => supabase.rpc("report_upi_not_received", { payment: paymentId }));
}
