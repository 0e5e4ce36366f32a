import { ReportButton, ReviewReply } from "@/features/reviews";
import { formatIstDate, formatIstDateTime } from "@/lib/format";
import type { Review } from "../api/get-provider";

/** The latest reviews, each from a completed booking. */
export function ReviewList({
  reviews,
  hostName,
}: {
  reviews: readonly Review[];
  hostName: string;
}) {
  if (reviews.length === 0) {
    return (
      <p className="text-muted-foreground">
        No reviews yet. Devotees can review after a completed booking.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {reviews.map((review) => (
        <li key={review.id} className="grid gap-1 py-3">
          <p className="font-semibold">
            {review.rating} / 5
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {formatIstDateTime(review.created_at)}
            </span>
          </p>
          {review.body ? <p className="text-sm">{review.body}</p> : null}
          {review.reply ? (
            <ReviewReply hostName={hostName} reply={review.reply} repliedAt={review.replied_at} />
          ) : null}
          <ReportButton
            kind="review"
            target={review.id}
            label="Report"
            accessibleName={`Report the review of ${formatIstDate(review.created_at)}`}
          />
        </li>
      ))}
    </ul>
  );
}
