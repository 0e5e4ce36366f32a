import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { refreshReviewFigures } from "./review-keys";

/** Deletes the author's own review (RLS); the host's rating is worked out again without it. */
export async function deleteReview(reviewId: string) {
  const supabase = await getSupabase();
  throwOnServerError(await supabase.from("reviews").delete().eq("id", reviewId));
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSettled: () => refreshReviewFigures(queryClient),
  });
}
