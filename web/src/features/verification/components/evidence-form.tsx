import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { FormSubmit } from "@/components/form-submit";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { describeServerError } from "@/lib/server-error";
import { describeEvidenceProblem, EVIDENCE_MAX_FILES, EVIDENCE_TYPES } from "../api/evidence-files";
import { useSubmitVerification } from "../api/verification-request";
import type { VerificationKind } from "../verification-status";

const schema = z.object({
  files: z
    .array(z.instanceof(File))
    .min(1, "Add at least one document or photo.")
    .max(EVIDENCE_MAX_FILES, `Add at most ${EVIDENCE_MAX_FILES} files.`)
    .superRefine((files, context) => {
      for (const file of files) {
        const problem = describeEvidenceProblem(file);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }
    }),
  registrationNumber: z.string().trim().max(100, "Keep it under 100 characters."),
  reference: z.string().trim().max(300, "Keep it under 300 characters."),
  note: z.string().trim().max(2000, "Keep it under 2,000 characters."),
});

type Values = z.infer<typeof schema>;

const WHAT_TO_SEND: Record<VerificationKind, string> = {
  provider:
    "A photo ID (Aadhaar, PAN or voter card) and, if you have them, a certificate from your gurukul or sampradaya, or a letter from a temple you serve.",
  temple:
    "The trust or society registration certificate and a photo of the temple's entrance with its name board.",
};

/** Documents and a reference for the trust review, uploaded privately, then the request. */
export function EvidenceForm({
  kind,
  subjectId,
  userId,
  submitLabel,
}: {
  kind: VerificationKind;
  subjectId: string;
  userId: string;
  submitLabel: string;
}) {
  const submit = useSubmitVerification();
  const [progress, setProgress] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(
      kind === "temple"
        ? schema.refine((values) => values.registrationNumber !== "", {
            path: ["registrationNumber"],
            message: "Enter the trust's registration number.",
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
        registrationNumber: values.registrationNumber,
        reference: values.reference,
        note: values.note,
        onProgress: (done, total) =>
          setProgress(done < total ? `Uploading ${done + 1} of ${total}…` : "Sending…"),
      });
    } catch {
      // The mutation's error is shown below the form.
    } finally {
      setProgress(null);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Verification documents">
      <FormField
        label="Documents and photos"
        hint={`${WHAT_TO_SEND[kind]} PDF, JPEG, PNG or WebP, up to 10 MB each. Only you and our review team can open them.`}
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
      {kind === "temple" && (
        <FormField
          label="Trust registration number"
          hint="As printed on the trust or society registration certificate."
          error={errors.registrationNumber?.message}
        >
          {(control) => <Input {...control} {...form.register("registrationNumber")} />}
        </FormField>
      )}
      <FormField
        label="Reference (optional)"
        hint="Someone who knows your seva and can vouch for you: a name and a phone number."
        error={errors.reference?.message}
      >
        {(control) => <Input {...control} {...form.register("reference")} />}
      </FormField>
      <FormField label="Anything else our team should know (optional)" error={errors.note?.message}>
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
        label={isSubmitting ? "Sending…" : submitLabel}
      />
    </form>
  );
}
