import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tables } from "@/lib/database";
import { bookingKey } from "./get-booking";
import { askSupabase } from "@/lib/supabase-request";

/** Where a confirmed booking happens; the database shows it only while confirmed or completed. */
export type BookingMeeting = Pick<Tables<"booking_meetings">, "kind" | "url">;

export async function fetchBookingMeeting(bookingId: string): Promise<BookingMeeting | null> {
  return askSupabase((supabase) =>
    supabase.from("booking_meetings").select("kind, url").eq("booking_id", bookingId).maybeSingle(),
  );
}

/** Under the booking's key, so whatever refreshes the booking refreshes its meeting too. */
export const bookingMeetingKey = (bookingId: string) =>
  [...bookingKey(bookingId), "meeting"] as const;

export function useBookingMeeting(bookingId: string, isConfirmed: boolean) {
  return useQuery(
    queryOptions({
      queryKey: bookingMeetingKey(bookingId),
      queryFn: () => fetchBookingMeeting(bookingId),
      enabled: isConfirmed,
    }),
  );
}
