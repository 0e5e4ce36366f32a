import { useMutation } from "@tanstack/react-query";
import { actOnBooking } from "@/lib/booking-actions";
import { useRefreshAfter } from "@/lib/mutation-refresh";

export type { BookingAction } from "@/lib/booking-actions";

export function useActOnBooking() {
  return useMutation({
    mutationFn: actOnBooking,
    // A declined or cancelled booking frees its slot again.
    onSettled: useRefreshAfter("booking", "payment"),
  });
}
