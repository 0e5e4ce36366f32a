import { useMutation, useQueryClient } from "@tanstack/react-query";
import { actOnBooking } from "@/lib/booking-actions";
import { refreshAfter } from "@/lib/mutation-refresh";

export type { BookingAction } from "@/lib/booking-actions";

export function useActOnBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnBooking,
    // A declined or cancelled booking frees its slot again.
    onSettled: () => refreshAfter(queryClient, "booking", "payment"),
  });
}
