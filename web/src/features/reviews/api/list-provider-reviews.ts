import { queryOptions, useQuery } from "@tanstack/react-query";
import { throwOnServerError } from "@/lib/server-error";
import { getSupabase } from "@/lib/supabase";
import { providerReviewsKey } from "./review-keys";

/** A review the provider received, with the booking's name for the devotee (hosts read it). */
export interface ReceivedReview {
  id: string;
  rating: number;
  body: string;
  created_at: string;
  reply: string | null;
  replied_at: string | null;
  bookings: { devotee_name: string; title: string } | null;
}

/** The provider's reviews, newest first (reviews_provider_idx). */
export async function fetchProviderReviews(providerId: string): Promise<ReceivedReview[]> {
  const supabase = await getSupabase();
  return throwOnServerError(
    await supabase
      .from("reviews")
      .select("id, rating, body, created_at, reply, replied_at, bookings(devotee_name, title)")
      .eq("provider_id", providerId)
      .order("created_at", { ascending: false })
      .limit(100),
  ) as unknown as ReceivedReview[];
}

export function providerReviewsOptions(providerId: string) {
  return queryOptions({
    queryKey: providerReviewsKey(providerId),
    queryFn: () => fetchProviderReviews(providerId),
  });
}

export function useProviderReviews(providerId: string) {
  return useQuery(providerReviewsOptions(providerId));
}
