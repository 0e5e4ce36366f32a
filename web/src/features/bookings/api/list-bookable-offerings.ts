import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { OFFERING_COLUMNS, type OfferingMeetingKind } from "./get-offering";

const PAGE_SIZE = 20;

/**
 * One page of what a devotee can book: active offerings of verified gurus and pujaris (RLS shows
 * only listed hosts; examples are left out because they cannot be booked), cheapest first.
 */
export async function fetchBookableOfferings(page: number) {
  const supabase = await getSupabase();
  const from = page * PAGE_SIZE;
  const rows =
    throwOnServerError(
      await supabase
        .from("offerings")
        .select(OFFERING_COLUMNS)
        .eq("is_sample", false)
        .eq("active", true)
        .not("provider_id", "is", null)
        .order("price_paise")
        .order("id")
        .range(from, from + PAGE_SIZE)
        .overrideTypes<{ meeting_kind: OfferingMeetingKind }[]>(),
    ) ?? [];
  return { offerings: rows.slice(0, PAGE_SIZE), hasMore: rows.length > PAGE_SIZE };
}

export function bookableOfferingsOptions() {
  return infiniteQueryOptions({
    queryKey: ["bookable-offerings"] as const,
    queryFn: ({ pageParam }) => fetchBookableOfferings(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length : undefined),
  });
}

export function useBookableOfferings() {
  return useInfiniteQuery(bookableOfferingsOptions());
}
