import { ReviewReply } from "@/components/review-reply";
import { formatIstDate, formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import type { RenderReport } from "@/lib/report-target";
import type { Review } from "../api/get-provider";
import { connectMessages } from "../messages";

/** The latest reviews, each from a completed booking. */
export function ReviewList({
  reviews,
  hostName,
  renderReport,
}: {
  reviews: readonly Review[];
  hostName: string;
  renderReport: RenderReport;
}) {
  const m = useMessages(connectMessages);
  if (reviews.length === 0) return <p className="text-muted-foreground">{m.noReviewsYet}</p>;
  return (
    <ul className="divide-y divide-border">
      {reviews.map((review) => (
        <li key={review.id} className="grid gap-1 py-3">
          <p className="font-semibold">
            {m.outOfFive(review.rating)}
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {formatIstDateTime(review.created_at)}
            </span>
          </p>
          <p className="text-sm">
            {review.author_name ? <span translate="no">{review.author_name}</span> : m.aDevotee}
          </p>
          {review.body ? (
            <p className="text-sm" data-user-content>
              {review.body}
            </p>
          ) : null}
          {review.reply ? (
            <ReviewReply hostName={hostName} reply={review.reply} repliedAt={review.replied_at} />
          ) : null}
          {renderReport({
            kind: "review",
            target: review.id,
            label: m.report,
            accessibleName: m.reportReview(formatIstDate(review.created_at)),
          })}
        </li>
      ))}
    </ul>
  );
}
