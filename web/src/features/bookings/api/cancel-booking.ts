import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { refreshAfter } from "@/lib/mutation-refresh";

/** Cancels under the booking's rule (rpc cancel_booking): the booking, with what is refundable. */
export async function cancelBooking(bookingId: string, reason: string) {
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase.rpc("cancel_booking", { booking_id: bookingId, reason }),
  );
}

export function useCancelBooking(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelBooking(bookingId, reason),
    onSettled: () => refreshAfter(queryClient, "booking", "payment"),
  });
}
