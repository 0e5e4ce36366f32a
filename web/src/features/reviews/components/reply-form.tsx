import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormSubmit } from "@/components/form-submit";
import { TextareaField } from "@/components/labelled-fields";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { useReplyToReview } from "../api/reply-to-review";
import { reviewMessages } from "../messages";
import { describeReplyError } from "../review-errors";
import { REPLY_MAX, replySchema, type ReplyValues } from "../schemas";

/** The host's one answer to a review; devotees see it under the review. */
export function ReplyForm({
  reviewId,
  devoteeName,
  onDone,
}: {
  reviewId: string;
  devoteeName: string;
  onDone: () => void;
}) {
  const m = useMessages(reviewMessages);
  const reply = useReplyToReview();
  const { register, handleSubmit, formState, setError, control, setFocus } = useForm<ReplyValues>({
    resolver: zodResolver(replySchema),
    defaultValues: { body: "" },
  });
  const { errors } = formState;
  const body = useWatch({ control, name: "body" });
  // Opened from Reply: the writing starts at once.
  useEffect(() => setFocus("body"), [setFocus]);
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={handleSubmit(async (values) => {
        try {
          await reply.mutateAsync({ reviewId, body: values.body });
          onDone();
        } catch (error) {
          setError("root", { message: describeReplyError(error) });
        }
      })}
    >
      <TextareaField
        label={
          <>
            {m.replyForm.label[0]}
            <span translate="no">{devoteeName}</span>
            {m.replyForm.label[1]}
          </>
        }
        hint={m.replyForm.hint(body.length, REPLY_MAX)}
        error={errors.body?.message}
        rows={3}
        maxLength={REPLY_MAX}
        {...register("body")}
      />
      <FormSubmit
        error={errors.root?.message}
        isSubmitting={formState.isSubmitting}
        label={formState.isSubmitting ? m.sending : m.replyForm.send}
      />
      <Button type="button" variant="ghost" className="justify-self-start" onClick={onDone}>
        {m.cancel}
      </Button>
    </form>
  );
}
