import { useId, useRef, useState } from "react";
import { QueryContent } from "@/components/query-content";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/titled-card";
import { formatIstDate } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import {
  type ReceivedReview,
  type ReviewedHost,
  useReceivedReviews,
} from "../api/list-received-reviews";
import { reviewMessages } from "../messages";
import { RatingStars } from "./rating-stars";
import { ReviewBody } from "./review-body";
import { ReplyForm } from "./reply-form";

/** Only the first name the devotee gave for the booking, as the public list shows no more. */
function firstNameOf(review: ReceivedReview): string {
  return (
    review.bookings?.devotee_name.trim().split(/\s+/)[0] ||
    messagesOf(reviewMessages).received.aDevotee
  );
}

function ReceivedReviewItem({ review }: { review: ReceivedReview }) {
  const m = useMessages(reviewMessages).received;
  const [isReplying, setReplying] = useState(false);
  // Back from a cancelled reply, focus returns to Reply.
  const wasReplying = useRef(false);
  const replyLabelId = useId();
  const name = firstNameOf(review);
  return (
    <li className="grid gap-2 py-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} />
        <span className="text-sm text-muted-foreground">
          <span translate="no">{name}</span> · {formatIstDate(review.created_at)}
          {review.bookings ? (
            <>
              {" · "}
              <span translate="no">{review.bookings.title}</span>
            </>
          ) : null}
        </span>
      </p>
      <ReviewBody
        body={review.body}
        none={m.starsOnly}
        noneClassName="text-sm text-muted-foreground"
      />
      {review.reply ? (
        <div className="grid gap-1 rounded-md border-l-4 border-primary bg-muted px-3 py-2">
          <p className="text-sm font-semibold">
            {m.yourReply}
            {review.replied_at ? (
              <span className="ml-2 font-normal text-muted-foreground">
                {formatIstDate(review.replied_at)}
              </span>
            ) : null}
          </p>
          <p className="text-sm wrap-break-word whitespace-pre-line" data-user-content>
            {review.reply}
          </p>
        </div>
      ) : isReplying ? (
        <ReplyForm
          reviewId={review.id}
          devoteeName={name}
          onDone={() => {
            wasReplying.current = true;
            setReplying(false);
          }}
        />
      ) : (
        <Button
          ref={(button) => {
            if (button && wasReplying.current) {
              wasReplying.current = false;
              button.focus();
            }
          }}
          type="button"
          variant="outline"
          className="justify-self-start"
          aria-labelledby={replyLabelId}
          onClick={() => setReplying(true)}
        >
          {m.reply}
          {/* The name inside the button's name stays marked as a name. */}
          <span id={replyLabelId} hidden>
            {m.replyTo[0]}
            <span translate="no">{name}</span>
            {m.replyTo[1]}
          </span>
        </Button>
      )}
    </li>
  );
}

/**
 * What devotees wrote after their bookings, newest first, each answered once: on a provider's
 * /profile, and on a temple's Poojas page.
 */
export function ReceivedReviews({ host }: { host: ReviewedHost }) {
  const m = useMessages(reviewMessages).received;
  const reviews = useReceivedReviews(host);
  return (
    <TitledCard title={m.heading}>
      <QueryContent
        query={reviews}
        loading={m.loading}
        empty={<p className="text-muted-foreground">{m.none}</p>}
      >
        {(received) => (
          <ul
            aria-label={host.kind === "provider" ? m.ofYou : m.ofTemple}
            className="divide-y divide-border"
          >
            {received.map((review) => (
              <ReceivedReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </QueryContent>
    </TitledCard>
  );
}
