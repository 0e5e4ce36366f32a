import { useSupabaseQuery } from "@/lib/supabase-request";
import type { AuthorShownAs } from "../schemas";
import { bookingReviewKey } from "./review-keys";

export const OWN_REVIEW_COLUMNS =
  "id, rating, body, created_at, reply, replied_at, author_shown_as";

/** Null until the booking has been reviewed (RLS: authors read their own reviews). */
export function useBookingReview(bookingId: string) {
  return useSupabaseQuery(bookingReviewKey(bookingId), (supabase) =>
    supabase
      .from("reviews")
      .select(OWN_REVIEW_COLUMNS)
      .eq("booking_id", bookingId)
      .maybeSingle()
      // A check constraint keeps author_shown_as to its two values; the generated type says text.
      .overrideTypes<{ author_shown_as: AuthorShownAs }>(),
  );
}

/** The devotee's own review of one booking, with the host's reply once there is one. */
export type OwnReview = NonNullable<ReturnType<typeof useBookingReview>["data"]>;
