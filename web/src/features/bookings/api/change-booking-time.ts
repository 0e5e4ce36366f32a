import { useMutation } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { useRefreshAfter } from "@/lib/mutation-refresh";

export type BookingTimeChange =
  /** The devotee moves the booking (rpc reschedule_booking). */
  | { action: "move"; bookingId: string; startsAt: string }
  /** The host proposes a time the devotee then answers (rpc propose_booking_time). */
  | { action: "propose"; bookingId: string; startsAt: string }
  /** The devotee accepts or declines the proposed time (rpc answer_booking_time). */
  | { action: "answer"; bookingId: string; accept: boolean };

export async function changeBookingTime(change: BookingTimeChange): Promise<void> {
  const supabase = await getSupabase();
  const reply =
    change.action === "move"
      ? await supabase.rpc("reschedule_booking", {
          booking_id: change.bookingId,
          starts_at: change.startsAt,
        })
      : change.action === "propose"
        ? await supabase.rpc("propose_booking_time", {
            booking_id: change.bookingId,
            starts_at: change.startsAt,
          })
        : await supabase.rpc("answer_booking_time", {
            booking_id: change.bookingId,
            accept: change.accept,
          });
  throwOnServerError(reply);
}

/** Changes a booking's time; the booking, the lists showing it and the free times follow. */
export function useChangeBookingTime() {
  return useMutation({
    mutationFn: changeBookingTime,
    onSettled: useRefreshAfter("booking"),
  });
}
