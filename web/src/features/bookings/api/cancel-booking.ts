import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshAfter } from "@/lib/mutation-refresh";
import { askSupabase } from "@/lib/supabase-request";

/** Cancels under the booking's rule (rpc cancel_booking): the booking, with what is refundable. */
export async function cancelBooking(bookingId: string, reason: string) {
  return askSupabase((supabase) =>
    supabase.rpc("cancel_booking", { booking_id: bookingId, reason }),
  );
}

export function useCancelBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelBooking(bookingId, reason),
    onSettled: () => refreshAfter(queryClient, "booking", "payment"),
  });
}
