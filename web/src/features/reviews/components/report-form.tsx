import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormSubmit } from "@/components/form-submit";
import { TextareaField } from "@/components/text-fields";
import { useMessages } from "@/lib/i18n/use-messages";
import { useReportContent } from "../api/report-content";
import { reviewMessages } from "../messages";
import { describeReportError } from "../review-errors";
import { REPORT_MAX, type ReportKind, reportSchema, type ReportValues } from "../schemas";

/** Why this is reported, in the reporter's words, sent to the platform's team. */
export function ReportForm({
  kind,
  target,
  onSent,
}: {
  kind: ReportKind;
  target: string;
  onSent: () => void;
}) {
  const m = useMessages(reviewMessages);
  const report = useReportContent();
  const { register, handleSubmit, formState, setError, control } = useForm<ReportValues>({
    resolver: zodResolver(reportSchema),
    defaultValues: { reason: "" },
  });
  const { errors } = formState;
  const reason = useWatch({ control, name: "reason" });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(async (values) => {
        try {
          await report.mutateAsync({ kind, target, reason: values.reason });
          onSent();
        } catch (error) {
          setError("root", { message: describeReportError(error) });
        }
      })}
    >
      <TextareaField
        label={m.report.whatIsWrong}
        hint={m.report.hint(reason.length, REPORT_MAX)}
        error={errors.reason?.message}
        rows={4}
        maxLength={REPORT_MAX}
        {...register("reason")}
      />
      <FormSubmit
        error={errors.root?.message}
        isSubmitting={formState.isSubmitting}
        label={formState.isSubmitting ? m.sending : m.report.send}
      />
    </form>
  );
}
