import type { QueryClient } from "@tanstack/react-query";

export const bookingReviewKey = (bookingId: string) => ["booking-review", bookingId] as const;
export const receivedReviewsKey = (host: { kind: string; id: string }) =>
  ["received-reviews", host.kind, host.id] as const;

/**
 * After a review or a reply changes: the screens that show it or the figures the database derives
 * from it (providers.rating and review_count, kept by a trigger). ["provider", slug] is a guru's
 * page with its reviews, ["providers", filters] the /connect cards, ["my-provider", id] the
 * provider's own row; the reviews' own lists follow.
 */
export function refreshReviewFigures(queryClient: QueryClient) {
  return Promise.all(
    [["provider"], ["providers"], ["my-provider"], ["received-reviews"], ["booking-review"]].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
