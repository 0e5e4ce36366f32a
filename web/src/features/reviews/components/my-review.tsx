import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { formatIstDate } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useDeleteReview } from "../api/delete-review";
import type { OwnReview } from "../api/get-booking-review";
import { useUpdateReview } from "../api/update-review";
import { reviewMessages } from "../messages";
import { describeReviewError } from "../review-errors";
import { RatingStars } from "./rating-stars";
import { ReviewBody } from "./review-body";
import { ReviewForm } from "./review-form";
import { ReviewReply } from "@/components/review-reply";

/** The devotee's review of this booking as others see it, with Edit and Delete. */
export function MyReview({ review, hostName }: { review: OwnReview; hostName: string }) {
  const m = useMessages(reviewMessages);
  const [isEditing, setEditing] = useState(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateReview();
  const remove = useDeleteReview();
  // Back from editing, focus returns to Edit (a keyboard user's place).
  const wasEditing = useRef(false);

  if (isEditing) {
    return (
      <ReviewForm
        initial={{ ...review, authorShownAs: review.author_shown_as }}
        submitLabel={m.save}
        focusRatingOnOpen
        onCancel={() => {
          wasEditing.current = true;
          setEditing(false);
        }}
        onSave={async (changes) => {
          await update.mutateAsync({ reviewId: review.id, ...changes });
          wasEditing.current = true;
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div className="grid gap-3">
      <p>
        <RatingStars rating={review.rating} />
      </p>
      <ReviewBody body={review.body} none={m.noWords} noneClassName="text-muted-foreground" />
      <p className="text-sm text-muted-foreground">
        {m.written(formatIstDate(review.created_at))} {m.shownWith[review.author_shown_as]}
      </p>
      {review.reply ? (
        <ReviewReply hostName={hostName} reply={review.reply} repliedAt={review.replied_at} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          ref={(button) => {
            if (button && wasEditing.current) {
              wasEditing.current = false;
              button.focus();
            }
          }}
          type="button"
          variant="outline"
          onClick={() => setEditing(true)}
        >
          {m.edit}
        </Button>
        <Button type="button" variant="outline" onClick={() => setConfirmingDelete(true)}>
          {m.delete}
        </Button>
      </div>
      {isConfirmingDelete ? (
        <ConfirmDialog
          title={m.deleteTitle}
          description={m.deleteDescription}
          confirmLabel={m.delete}
          cancelLabel={m.keepIt}
          destructive
          isPending={remove.isPending}
          error={remove.isError ? describeReviewError(remove.error) : null}
          onClose={() => {
            setConfirmingDelete(false);
            remove.reset();
          }}
          onConfirm={() =>
            remove.mutate(review.id, { onSuccess: () => setConfirmingDelete(false) })
          }
        />
      ) : null}
    </div>
  );
}
