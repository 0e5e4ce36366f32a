import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

export interface RecentBooking {
  id: string;
  title: string;
  status: "requested" | "confirmed" | "completed" | "declined" | "cancelled" | "expired";
  slot: string;
}

const SHOWN = 3;

/** The devotee's latest bookings (by start time) for the dashboard card. */
export async function fetchRecentBookings(devoteeId: string): Promise<RecentBooking[]> {
  const supabase = await getSupabase();
  return (
    throwOnServerError(
      await supabase
        .from("bookings")
        .select("id, title, status, slot")
        .eq("devotee_id", devoteeId)
        .order("slot", { ascending: false })
        .limit(SHOWN)
        .overrideTypes<RecentBooking[], { merge: false }>(),
    ) ?? []
  );
}

export function recentBookingsOptions(devoteeId: string) {
  return queryOptions({
    queryKey: ["my-bookings", devoteeId, "recent"] as const,
    queryFn: () => fetchRecentBookings(devoteeId),
  });
}

export function useRecentBookings(devoteeId: string) {
  return useQuery(recentBookingsOptions(devoteeId));
}
