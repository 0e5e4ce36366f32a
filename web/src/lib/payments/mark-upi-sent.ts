import { askSupabase } from "../supabase-request";

/** The payer says the UPI transfer is made, with the reference (UTR) their app showed. */
export async function markUpiSent(paymentId: string, upiReference: string) {
  await askSupabase((supabase) =>
    supabase.rpc("mark_upi_sent", { payment: paymentId, upi_reference: upiReference }),
  );
}
