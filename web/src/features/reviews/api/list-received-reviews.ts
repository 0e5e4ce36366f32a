import { queryOptions, useQuery } from "@tanstack/react-query";
import { receivedReviewsKey } from "./review-keys";
import type { Tables } from "@/lib/database";
import { askSupabase } from "@/lib/supabase-request";

/** Whose reviews: a guru's or pujari's, or a temple's (for its poojas). */
export interface ReviewedHost {
  kind: "provider" | "temple";
  id: string;
}

/** A review the host received, with the booking's name for the devotee (hosts read it). */
export type ReceivedReview = Pick<
  Tables<"reviews">,
  "id" | "rating" | "body" | "created_at" | "reply" | "replied_at"
> & { bookings: Pick<Tables<"bookings">, "devotee_name" | "title"> | null };

/** The host's reviews, newest first (reviews_provider_idx, reviews_temple_idx). */
export async function fetchReceivedReviews(host: ReviewedHost): Promise<ReceivedReview[]> {
  return askSupabase((supabase) =>
    supabase
      .from("reviews")
      .select("id, rating, body, created_at, reply, replied_at, bookings(devotee_name, title)")
      .eq(host.kind === "provider" ? "provider_id" : "temple_id", host.id)
      .order("created_at", { ascending: false })
      .limit(100),
  );
}

export function receivedReviewsOptions(host: ReviewedHost) {
  return queryOptions({
    queryKey: receivedReviewsKey(host),
    queryFn: () => fetchReceivedReviews(host),
  });
}

export function useReceivedReviews(host: ReviewedHost) {
  return useQuery(receivedReviewsOptions(host));
}
