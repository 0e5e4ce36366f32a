import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { OWN_REVIEW_COLUMNS, type OwnReview } from "./get-booking-review";
import { refreshReviewFigures } from "./review-keys";

export interface ReviewChange {
  reviewId: string;
  rating: number;
  body: string;
}

/** Changes the author's own review (RLS: authors edit theirs; only rating and body). */
export async function updateReview({ reviewId, rating, body }: ReviewChange) {
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase
      .from("reviews")
      .update({ rating, body })
      .eq("id", reviewId)
      .select(OWN_REVIEW_COLUMNS)
      .single(),
  ) as OwnReview;
}

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSettled: () => refreshReviewFigures(queryClient),
  });
}
