import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

/** The payer says the UPI transfer is made, with the reference (UTR) their app showed. */
export async function markUpiSent(paymentId: string, upiReference: string) {
  const supabase = await getSupabase();
  throwOnServerError(
    await supabase.rpc("mark_upi_sent", { payment: paymentId, upi_reference: upiReference }),
  );
}
