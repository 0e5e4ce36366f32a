import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTableChanges } from "@/lib/use-table-changes";
import { askSupabase } from "@/lib/supabase-request";

export type PayeeColumn = "provider_id" | "temple_id";

export const paymentsToConfirmKey = (column: PayeeColumn, id: string) =>
  ["payments-to-confirm", column, id] as const;

/**
 * What a payee has to act on: direct UPI transfers the payer reported, and refunds the payee
 * returns themselves (RLS lets payees read payments to them).
 */
async function fetchPaymentsToConfirm(column: PayeeColumn, id: string) {
  return askSupabase((supabase) =>
    supabase
      .from("payments")
      .select(
        "id, status, amount_paise, upi_reference, refund_status, refund_paise, created_at, donations(donor_name, seva_programs(title)), bookings(title), course_enrolments(courses(title))",
      )
      .eq(column, id)
      .or("status.eq.awaiting_confirmation,refund_status.eq.due_from_payee")
      .order("created_at")
      .limit(50)
      // The filter leaves payments awaiting confirmation and captured ones with a refund due.
      .overrideTypes<{ status: "awaiting_confirmation" | "captured" }[]>(),
  );
}

export type PaymentToConfirm = Awaited<ReturnType<typeof fetchPaymentsToConfirm>>[number];

/** The list, read again as soon as a payment to the payee is reported, confirmed or refunded. */
export function usePaymentsToConfirm(column: PayeeColumn, id: string) {
  const queryClient = useQueryClient();
  useTableChanges("payments", `${column}=eq.${id}`, () => {
    void queryClient.invalidateQueries({ queryKey: paymentsToConfirmKey(column, id) });
  });
  return useQuery(
    queryOptions({
      queryKey: paymentsToConfirmKey(column, id),
      queryFn: () => fetchPaymentsToConfirm(column, id),
    }),
  );
}
