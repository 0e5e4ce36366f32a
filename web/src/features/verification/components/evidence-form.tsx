import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { FormSubmit } from "@/components/form-submit";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { formatCount } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import { describeEvidenceProblem, EVIDENCE_MAX_FILES, EVIDENCE_TYPES } from "../api/evidence-files";
import { useSubmitVerification } from "../api/verification-request";
import { verificationMessages } from "../messages";
import type { VerificationKind } from "@/lib/verification-status";

const m = () => messagesOf(verificationMessages);
const keepUnder = (max: number) => ({ error: () => m().keepUnder(formatCount(max)) });

const schema = z.object({
  files: z
    .array(z.instanceof(File))
    .min(1, { error: () => m().files.addOne })
    .max(EVIDENCE_MAX_FILES, { error: () => m().files.atMost(EVIDENCE_MAX_FILES) })
    .superRefine((files, context) => {
      for (const file of files) {
        const problem = describeEvidenceProblem(file);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }
    }),
  registrationNumber: z.string().trim().max(100, keepUnder(100)),
  reference: z.string().trim().max(300, keepUnder(300)),
  note: z.string().trim().max(2000, keepUnder(2000)),
});

type Values = z.infer<typeof schema>;

/** Documents and a reference for the trust review, uploaded privately, then the request. */
export function EvidenceForm({
  kind,
  subjectId,
  userId,
  submitLabel,
  savedRegistrationNumber = null,
}: {
  kind: VerificationKind;
  subjectId: string;
  userId: string;
  submitLabel: string;
  /** The temple's registration number from its profile; the form asks only when there is none. */
  savedRegistrationNumber?: string | null;
}) {
  const t = useMessages(verificationMessages);
  const submit = useSubmitVerification();
  const [progress, setProgress] = useState<string | null>(null);
  const asksRegistration = kind === "temple" && !savedRegistrationNumber;
  const form = useForm<Values>({
    resolver: zodResolver(
      asksRegistration
        ? schema.refine((values) => values.registrationNumber !== "", {
            path: ["registrationNumber"],
            error: () => m().registrationRequired,
          })
        : schema,
    ),
    defaultValues: { files: [], registrationNumber: "", reference: "", note: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync({
        kind,
        subjectId,
        userId,
        files: values.files,
        registrationNumber: asksRegistration
          ? values.registrationNumber
          : (savedRegistrationNumber ?? undefined),
        saveRegistrationNumber: asksRegistration,
        reference: values.reference,
        note: values.note,
        onProgress: (done, total) =>
          setProgress(done < total ? m().uploading(done + 1, total) : m().sending),
      });
      // Only once the request is in: a refusal above shows in the form instead.
      toast({ title: m().sent, description: m().sentDescription });
    } catch {
      // The mutation's error is shown below the form.
    } finally {
      setProgress(null);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t.form}>
      <FormField
        label={t.documents}
        hint={t.documentsHint(t.whatToSend[kind])}
        error={errors.files?.message ?? errors.files?.root?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            multiple
            accept={Object.keys(EVIDENCE_TYPES).join(",")}
            onChange={(event) =>
              form.setValue("files", Array.from(event.target.files ?? []), {
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
        )}
      </FormField>
      {kind === "temple" && savedRegistrationNumber ? (
        <p className="text-sm">{t.registrationFromProfile(savedRegistrationNumber)}</p>
      ) : null}
      {asksRegistration && (
        <FormField
          label={t.registrationNumber}
          hint={t.registrationHint}
          error={errors.registrationNumber?.message}
        >
          {(control) => <Input {...control} {...form.register("registrationNumber")} />}
        </FormField>
      )}
      <FormField label={t.reference} hint={t.referenceHint} error={errors.reference?.message}>
        {(control) => <Input {...control} {...form.register("reference")} />}
      </FormField>
      <FormField label={t.note} error={errors.note?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register("note")} />}
      </FormField>
      {progress && (
        <p role="status" className="text-sm text-muted-foreground">
          {progress}
        </p>
      )}
      <FormSubmit
        error={submit.isError ? describeServerError(submit.error) : undefined}
        isSubmitting={isSubmitting}
        label={isSubmitting ? t.sending : submitLabel}
      />
    </form>
  );
}
