import { useMutation, useQueryClient } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { refreshReviewFigures } from "./review-keys";

/**
 * The reviewed host answers a review, once (rpc reply_to_review: PT409 for a second reply, 42501
 * for anyone else); the devotee is notified.
 */
export async function replyToReview({ reviewId, body }: { reviewId: string; body: string }) {
  const supabase = await getSupabase();
  throwOnServerError(await supabase.rpc("reply_to_review", { review: reviewId, body }));
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSettled: () => refreshReviewFigures(queryClient),
  });
}
