import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { PayButton } from "@/components/payments/pay-button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { MutationError } from "@/components/mutation-error";
import { formatPaise, formatRupees } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { useRecordPledge } from "../api/record-pledge";
import { prayMessages } from "../messages";
import {
  PRESET_AMOUNTS,
  type PledgeForm as PledgeFormValues,
  type PledgeFormInput,
  pledgeFormSchema,
} from "../schemas";

/**
 * A pledge to one seva program: an amount (a preset or any whole number of rupees), and for a
 * tax receipt the PAN, the name on it and a dedication. Once recorded, the donation is paid
 * through the checkout; until then nothing is charged, and the confirmation says so.
 */
export function PledgeForm({
  programId,
  labelledBy,
  userId,
}: {
  programId: string;
  /** The id of the dialog title naming the program: the form shares its name. */
  labelledBy: string;
  userId: string;
}) {
  const m = useMessages(prayMessages).form;
  const pledge = useRecordPledge(programId, userId);
  const form = useForm<PledgeFormInput, unknown, PledgeFormValues>({
    resolver: zodResolver(pledgeFormSchema),
    defaultValues: { amount: String(PRESET_AMOUNTS[1]), pan: "", donorName: "", dedication: "" },
  });
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const amount = useWatch({ control, name: "amount" });

  if (pledge.isSuccess) {
    return (
      <div className="grid gap-3 rounded-md border border-border bg-muted p-4">
        <p role="status" className="font-medium">
          {m.ready(formatPaise(pledge.data.amount_paise))}
        </p>
        <PayButton
          purpose="donation"
          id={pledge.data.id}
          amountPaise={pledge.data.amount_paise}
          invalidate={[["my-pledges"], ["seva-programs"]]}
        />
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => pledge.mutate(values))}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{m.suggested}</legend>
        <div className="flex flex-wrap gap-2">
          {PRESET_AMOUNTS.map((preset) => (
            <Button
              key={preset}
              type="button"
              variant={amount === String(preset) ? "default" : "outline"}
              aria-pressed={amount === String(preset)}
              onClick={() => setValue("amount", String(preset), { shouldValidate: true })}
            >
              {formatRupees(preset)}
            </Button>
          ))}
        </div>
      </fieldset>
      <FormField label={m.amount} hint={m.amountHint} error={errors.amount?.message}>
        {(control) => <Input {...control} inputMode="numeric" {...register("amount")} />}
      </FormField>
      <FormField label={m.pan} hint={m.panHint} error={errors.pan?.message}>
        {(control) => (
          <Input {...control} autoCapitalize="characters" maxLength={10} {...register("pan")} />
        )}
      </FormField>
      <FormField label={m.donorName} hint={m.donorNameHint} error={errors.donorName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...register("donorName")} />}
      </FormField>
      <FormField label={m.dedication} hint={m.dedicationHint} error={errors.dedication?.message}>
        {(control) => <Textarea {...control} {...register("dedication")} />}
      </FormField>
      <MutationError mutation={pledge} />
      <Button type="submit" disabled={pledge.isPending}>
        {pledge.isPending ? m.recording : m.submit}
      </Button>
    </form>
  );
}
