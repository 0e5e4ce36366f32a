import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshReviewFigures } from "./review-keys";
import { askSupabase } from "@/lib/supabase-request";

/**
 * The reviewed host answers a review, once (rpc reply_to_review: PT409 for a second reply, 42501
 * for anyone else); the devotee is notified.
 */
export async function replyToReview({ reviewId, body }: { reviewId: string; body: string }) {
  await askSupabase((supabase) => supabase.rpc("reply_to_review", { review: reviewId, body }));
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSettled: () => refreshReviewFigures(queryClient),
  });
}
