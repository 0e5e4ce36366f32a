import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuthorShownAs } from "../schemas";
import { OWN_REVIEW_COLUMNS } from "./get-booking-review";
import { refreshReviewFigures } from "./review-keys";
import { askSupabase } from "@/lib/supabase-request";

export interface ReviewChange {
  reviewId: string;
  rating: number;
  body: string;
  authorShownAs: AuthorShownAs;
}

/** Changes the author's own review (RLS: authors edit theirs; rating, body and how they are named). */
export async function updateReview({ reviewId, rating, body, authorShownAs }: ReviewChange) {
  return askSupabase((supabase) =>
    supabase
      .from("reviews")
      .update({ rating, body, author_shown_as: authorShownAs })
      .eq("id", reviewId)
      .select(OWN_REVIEW_COLUMNS)
      .single(),
  );
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSettled: () => refreshReviewFigures(queryClient),
  });
}
