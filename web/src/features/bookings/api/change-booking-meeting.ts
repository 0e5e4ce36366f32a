import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bookingKey } from "./get-booking";
import { askSupabase } from "@/lib/supabase-request";

/** The host moves a confirmed booking to another link of theirs, or (no link) a new private room. */
export async function changeBookingMeeting(bookingId: string, link: string | null) {
  return askSupabase((supabase) =>
    supabase.rpc("change_booking_meeting", { booking_id: bookingId, link }),
  );
}

export function useChangeBookingMeeting(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: string | null) => changeBookingMeeting(bookingId, link),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKey(bookingId) }),
  });
}
