import { recordFields } from "@/components/record-fields";
import { SavingForm } from "@/components/saving-form";
import { InputField, TextareaField } from "@/components/labelled-fields";
import { useMessages } from "@/lib/i18n/use-messages";
import { useSavingForm } from "@/lib/use-saving-form";
import { poojasMessages } from "./messages";
import { poojaSchema, poojaValuesOf, type TemplePooja } from "./pooja-schema";
import { useSavePooja } from "./poojas-api";
import type { TempleRecordFormProps } from "../temple-record-form-props";

/** Adds or edits a pooja: what it is, its price, when the temple performs it, its cancellation rule. */
export function PoojaForm({
  templeId,
  pooja,
  onSaved,
}: TempleRecordFormProps<"pooja", TemplePooja>) {
  const save = useSavePooja(templeId);
  const form = useSavingForm({
    schema: poojaSchema,
    defaultValues: poojaValuesOf(pooja),
    save: (values) => save.mutateAsync({ values, id: pooja?.id }),
    onSaved,
  });
  const { register, errors } = form;
  const field = recordFields(form);
  const messages = useMessages(poojasMessages);
  const m = messages.form;
  return (
    <SavingForm form={form} label={pooja ? m.save : messages.add}>
      <InputField label={m.pooja} {...field("title")} />
      <TextareaField label={m.what} rows={3} {...field("description")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={m.price} inputMode="numeric" {...field("price_rupees")} />
        <InputField label={m.duration} inputMode="numeric" {...field("duration_minutes")} />
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.weekdays ? "pooja-weekdays-error" : undefined}
      >
        <legend className="text-sm font-medium">{m.days}</legend>
        <div className="flex flex-wrap gap-3">
          {m.weekdays.map((day, index) => (
            <label key={day} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" className="size-5" value={index} {...register("weekdays")} />
              {day}
            </label>
          ))}
        </div>
        {errors.weekdays && (
          <p id="pooja-weekdays-error" className="text-sm text-destructive">
            {errors.weekdays.message}
          </p>
        )}
      </fieldset>
      <InputField label={m.time} type="time" {...field("time")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={m.freeCancel} inputMode="numeric" {...field("free_cancel_hours")} />
        <InputField label={m.kept} inputMode="numeric" {...field("kept_percent")} />
      </div>
    </SavingForm>
  );
}
