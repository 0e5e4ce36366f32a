import { useMutation } from "@tanstack/react-query";
import { useRefreshAfter } from "@/lib/mutation-refresh";
import { askSupabase } from "@/lib/supabase-request";

export interface BookingSettings {
  buffer_minutes: number;
  booking_horizon_days: number;
  time_zone: string;
}

/** The buffer between bookings, how far ahead devotees may book, and the zone hours are kept in. */
export async function saveBookingSettings(providerId: string, settings: BookingSettings) {
  await askSupabase((supabase) => supabase.from("providers").update(settings).eq("id", providerId));
}

export function useSaveBookingSettings(providerId: string) {
  return useMutation({
    mutationFn: (settings: BookingSettings) => saveBookingSettings(providerId, settings),
    onSettled: useRefreshAfter("availability"),
  });
}
