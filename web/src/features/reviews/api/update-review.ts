import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import type { AuthorShownAs } from "../schemas";
import { OWN_REVIEW_COLUMNS } from "./get-booking-review";
import { refreshReviewFigures } from "./review-keys";

export interface ReviewChange {
  reviewId: string;
  rating: number;
  body: string;
  authorShownAs: AuthorShownAs;
}

/** Changes the author's own review (RLS: authors edit theirs; rating, body and how they are named). */
export async function updateReview({ reviewId, rating, body, authorShownAs }: ReviewChange) {
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase
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
