import { useMutation, useQueryClient } from "@tanstack/react-query";
import { availableSlotsKey } from "@/lib/available-slots";
import { actOnBooking } from "@/lib/booking-actions";
import { providerBookingsKey } from "../api/list-provider-bookings";

export type { BookingAction } from "@/lib/booking-actions";

export function useActOnBooking(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnBooking,
    // A declined or cancelled booking frees its slot again.
    onSettled: () =>
      Promise.all(
        [providerBookingsKey, availableSlotsKey(providerId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
