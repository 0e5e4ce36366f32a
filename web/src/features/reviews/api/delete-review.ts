import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshReviewFigures } from "./review-keys";
import { askSupabase } from "@/lib/supabase-request";

/** Deletes the author's own review (RLS); the host's rating is worked out again without it. */
export async function deleteReview(reviewId: string) {
  await askSupabase((supabase) => supabase.from("reviews").delete().eq("id", reviewId));
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSettled: () => refreshReviewFigures(queryClient),
  });
}
