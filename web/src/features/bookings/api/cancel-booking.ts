import { useMutation } from "@tanstack/react-query";
import { useRefreshAfter } from "@/lib/mutation-refresh";
import { askSupabase } from "@/lib/supabase-request";

/** Cancels under the booking's rule (rpc cancel_booking): the booking, with what is refundable. */
export async function cancelBooking(bookingId: string, reason: string) {
  return askSupabase((supabase) =>
    supabase.rpc("cancel_booking", { booking_id: bookingId, reason }),
  );
}

export function useCancelBooking(bookingId: string) {
  return useMutation({
    mutationFn: (reason: string) => cancelBooking(bookingId, reason),
    onSettled: useRefreshAfter("booking", "payment"),
  });
}
