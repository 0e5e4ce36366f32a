import { useInfiniteQuery } from "@tanstack/react-query";
import { numberedPagesOptions, readNumberedPage } from "@/lib/pages";
import { OFFERING_COLUMNS, type OfferingMeetingKind } from "./get-offering";

const PAGE_SIZE = 20;

/**
 * One page of what a devotee can book: active offerings of verified gurus and pujaris (RLS shows
 * only listed hosts; examples are left out because they cannot be booked), cheapest first.
 */
export async function fetchBookableOfferings(page: number) {
  const { rows, hasMore } = await readNumberedPage(page, PAGE_SIZE, (supabase, from, to) =>
    supabase
      .from("offerings")
      .select(OFFERING_COLUMNS)
      .eq("is_sample", false)
      .eq("active", true)
      .not("provider_id", "is", null)
      .order("price_paise")
      .order("id")
      .range(from, to)
      .overrideTypes<{ meeting_kind: OfferingMeetingKind }[]>(),
  );
  return { offerings: rows, hasMore };
}

export function bookableOfferingsOptions() {
  return numberedPagesOptions(["bookable-offerings"] as const, fetchBookableOfferings);
}

export function useBookableOfferings() {
  return useInfiniteQuery(bookableOfferingsOptions());
}
