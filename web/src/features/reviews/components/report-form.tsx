import { useWatch } from "react-hook-form";
import { SavingForm } from "@/components/saving-form";
import { TextareaField } from "@/components/labelled-fields";
import { useMessages } from "@/lib/i18n/use-messages";
import { useSavingForm } from "@/lib/use-saving-form";
import { useReportContent } from "../api/report-content";
import { reviewMessages } from "../messages";
import { describeReportError } from "../review-errors";
import { REPORT_MAX, type ReportKind, reportSchema } from "../schemas";

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
  const form = useSavingForm({
    schema: reportSchema,
    defaultValues: { reason: "" },
    save: (values) => report.mutateAsync({ kind, target, reason: values.reason }),
    onSaved: onSent,
    describe: describeReportError,
  });
  const reason = useWatch({ control: form.control, name: "reason" });
  return (
    <SavingForm form={form} label={form.formState.isSubmitting ? m.sending : m.report.send}>
      <TextareaField
        label={m.report.whatIsWrong}
        hint={m.report.hint(reason.length, REPORT_MAX)}
        error={form.errors.reason?.message}
        rows={4}
        maxLength={REPORT_MAX}
        {...form.register("reason")}
      />
    </SavingForm>
  );
}
