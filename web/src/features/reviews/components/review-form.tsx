import { useWatch } from "react-hook-form";
import { FormSubmit } from "@/components/form-submit";
import { TextareaField } from "@/components/labelled-fields";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { useSavingForm } from "@/lib/use-saving-form";
import { reviewMessages } from "../messages";
import { describeReviewError } from "../review-errors";
import { type AuthorShownAs, REVIEW_MAX, reviewSchema } from "../schemas";
import { AuthorShownAsField } from "./author-shown-as-field";
import { StarRatingField } from "./star-rating-field";

export interface ReviewInput {
  rating: number;
  body: string;
  authorShownAs: AuthorShownAs;
}

/** Stars, optional words and how the author is named, for a new review or an edit of one's own. */
export function ReviewForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
  focusRatingOnOpen = false,
}: {
  initial?: ReviewInput;
  submitLabel: string;
  /** Rejects with the server's error, which the form puts in words. */
  onSave: (review: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
  /** Focus the stars on opening (an edit opened from a button). */
  focusRatingOnOpen?: boolean;
}) {
  const m = useMessages(reviewMessages);
  const { register, errors, formState, control, onSubmit } = useSavingForm({
    schema: reviewSchema,
    defaultValues: {
      rating: initial ? String(initial.rating) : "",
      body: initial?.body ?? "",
      authorShownAs: initial?.authorShownAs ?? "name",
    },
    save: (values) =>
      onSave({
        rating: Number(values.rating),
        body: values.body,
        authorShownAs: values.authorShownAs,
      }),
    describe: describeReviewError,
  });
  const [rating, body] = useWatch({ control, name: ["rating", "body"] });
  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <StarRatingField
        legend={m.form.rating}
        value={rating}
        registration={register("rating")}
        error={errors.rating?.message}
        focusOnOpen={focusRatingOnOpen}
      />
      <TextareaField
        label={m.form.body}
        hint={m.form.hint(body.length, REVIEW_MAX)}
        error={errors.body?.message}
        rows={4}
        maxLength={REVIEW_MAX}
        {...register("body")}
      />
      <AuthorShownAsField registration={register("authorShownAs")} />
      <FormSubmit
        error={errors.root?.message}
        isSubmitting={formState.isSubmitting}
        label={formState.isSubmitting ? m.form.saving : submitLabel}
      />
      {onCancel ? (
        <Button type="button" variant="ghost" className="justify-self-start" onClick={onCancel}>
          {m.cancel}
        </Button>
      ) : null}
    </form>
  );
}
