import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthorShownAs } from "../schemas";
import { OWN_REVIEW_COLUMNS } from "./get-booking-review";
import { refreshReviewFigures } from "./review-keys";
import { askSupabase } from "@/lib/supabase-request";

export interface NewReview {
  bookingId: string;
  authorId: string;
  rating: number;
  body: string;
  authorShownAs: AuthorShownAs;
}

/**
 * Reviews a booking. The database admits only its devotee, only once it is completed (42501
 * otherwise), once per booking (23505 for a second) and at most 10 an hour (PT429).
 */
export async function createReview({
  bookingId,
  authorId,
  rating,
  body,
  authorShownAs,
}: NewReview) {
  return askSupabase((supabase) =>
    supabase
      .from("reviews")
      .insert({
        booking_id: bookingId,
        author_id: authorId,
        rating,
        body,
        author_shown_as: authorShownAs,
      })
      .select(OWN_REVIEW_COLUMNS)
      .single(),
  );
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // A refusal as a duplicate also reloads: the review that exists is then shown.
    onSettled: () => refreshReviewFigures(queryClient),
  });
}
