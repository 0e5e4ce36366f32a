import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { AuthorShownAs } from "../schemas";
import { bookingReviewKey } from "./review-keys";

export const OWN_REVIEW_COLUMNS =
  "id, rating, body, created_at, reply, replied_at, author_shown_as";

/** Null until the booking has been reviewed (RLS: authors read their own reviews). */
export async function fetchBookingReview(bookingId: string) {
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase
      .from("reviews")
      .select(OWN_REVIEW_COLUMNS)
      .eq("booking_id", bookingId)
      .maybeSingle()
      // A check constraint keeps author_shown_as to its two values; the generated type says text.
      .overrideTypes<{ author_shown_as: AuthorShownAs }>(),
  );
}

/** The devotee's own review of one booking, with the host's reply once there is one. */
export type OwnReview = NonNullable<Awaited<ReturnType<typeof fetchBookingReview>>>;

export function bookingReviewOptions(bookingId: string) {
  return queryOptions({
    queryKey: bookingReviewKey(bookingId),
    queryFn: () => fetchBookingReview(bookingId),
  });
}

export function useBookingReview(bookingId: string) {
  return useQuery(bookingReviewOptions(bookingId));
}
