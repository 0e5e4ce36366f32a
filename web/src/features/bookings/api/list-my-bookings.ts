import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { BookingStatus } from "@/components/booking-status";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";

const PAGE_SIZE = 20;

export interface BookingSummary {
  id: string;
  title: string;
  status: BookingStatus;
  mode: "online" | "offline";
  slot: string;
  price_paise: number;
  providers: { display_name: string; slug: string } | null;
}

/** One page of the devotee's own bookings, latest slot first. */
export async function fetchMyBookings(devoteeId: string, page: number) {
  const supabase = await getSupabase();
  const from = page * PAGE_SIZE;
  const rows =
    throwOnServerError(
      await supabase
        .from("bookings")
        .select("id, title, status, mode, slot, price_paise, providers(display_name, slug)")
        .eq("devotee_id", devoteeId)
        .order("slot", { ascending: false })
        .order("id")
        .range(from, from + PAGE_SIZE)
        .overrideTypes<BookingSummary[], { merge: false }>(),
    ) ?? [];
  return { bookings: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
}

export function myBookingsOptions(devoteeId: string) {
  return infiniteQueryOptions({
    queryKey: ["my-bookings", devoteeId] as const,
    queryFn: ({ pageParam }) => fetchMyBookings(devoteeId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
  });
}

export function useMyBookings(devoteeId: string) {
  return useInfiniteQuery(myBookingsOptions(devoteeId));
}
