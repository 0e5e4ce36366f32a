import { SavingForm } from "@/components/saving-form";
import { InputField, TextareaField } from "@/components/text-fields";
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
  const messages = useMessages(poojasMessages);
  const m = messages.form;
  return (
    <SavingForm form={form} label={pooja ? m.save : messages.add}>
      <InputField label={m.pooja} error={errors.title?.message} {...register("title")} />
      <TextareaField
        label={m.what}
        error={errors.description?.message}
        rows={3}
        {...register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={m.price}
          error={errors.price_rupees?.message}
          inputMode="numeric"
          {...register("price_rupees")}
        />
        <InputField
          label={m.duration}
          error={errors.duration_minutes?.message}
          inputMode="numeric"
          {...register("duration_minutes")}
        />
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
      <InputField label={m.time} error={errors.time?.message} type="time" {...register("time")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={m.freeCancel}
          error={errors.free_cancel_hours?.message}
          inputMode="numeric"
          {...register("free_cancel_hours")}
        />
        <InputField
          label={m.kept}
          error={errors.kept_percent?.message}
          inputMode="numeric"
          {...register("kept_percent")}
        />
      </div>
    </SavingForm>
  );
}
