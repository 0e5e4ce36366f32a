import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { PayButton } from "@/features/payments";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { formatPaise, formatRupees } from "@/lib/format";
import { describeServerError } from "@/lib/server-error";
import { useRecordPledge } from "../api/record-pledge";
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
  programTitle,
  userId,
}: {
  programId: string;
  programTitle: string;
  userId: string;
}) {
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
          Your donation of {formatPaise(pledge.data.amount_paise)} is ready to pay. Nothing has been
          charged yet.
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
      aria-label={`Pledge to ${programTitle}`}
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => pledge.mutate(values))}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Suggested amounts</legend>
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
      <FormField label="Amount in rupees" hint="Or type any amount." error={errors.amount?.message}>
        {(control) => <Input {...control} inputMode="numeric" {...register("amount")} />}
      </FormField>
      <FormField
        label="PAN (optional)"
        hint="For a tax receipt under section 80G, e.g. ABCDE1234F."
        error={errors.pan?.message}
      >
        {(control) => (
          <Input {...control} autoCapitalize="characters" maxLength={10} {...register("pan")} />
        )}
      </FormField>
      <FormField
        label="Name on the receipt (optional)"
        hint="Your profile name is used when empty."
        error={errors.donorName?.message}
      >
        {(control) => <Input {...control} autoComplete="name" {...register("donorName")} />}
      </FormField>
      <FormField
        label="Dedication (optional)"
        hint="e.g. In memory of a loved one."
        error={errors.dedication?.message}
      >
        {(control) => <Textarea {...control} {...register("dedication")} />}
      </FormField>
      {pledge.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeServerError(pledge.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={pledge.isPending}>
        {pledge.isPending ? "Recording…" : "Record my pledge"}
      </Button>
    </form>
  );
}
