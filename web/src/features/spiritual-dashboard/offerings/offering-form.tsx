import { kindMessages } from "@/content/kinds.messages";
import type { OfferingKind } from "@/content/offering-kinds";
import { FormField } from "@/components/form-field";
import { SavingForm } from "@/components/saving-form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useMessages } from "@/lib/i18n/use-messages";
import { useSavingForm } from "@/lib/use-saving-form";
import { offeringsMessages } from "./messages";
import {
  OFFERING_MODES,
  offeringRowOf,
  offeringSchema,
  offeringValuesOf,
  type MyOffering,
} from "./offering-schema";
import { useSaveOffering } from "./save-offering";

/** Adds or edits one offering; closes through `onSaved`. */
export function OfferingForm({
  providerId,
  offering,
  defaultKind,
  onSaved,
}: {
  providerId: string;
  offering: MyOffering | null;
  defaultKind: OfferingKind;
  onSaved: () => void;
}) {
  const save = useSaveOffering();
  const form = useSavingForm({
    schema: offeringSchema,
    defaultValues: offeringValuesOf(offering, defaultKind),
    save: (values) => {
      const row = offeringRowOf(values);
      return save.mutateAsync(offering ? { id: offering.id, row } : { providerId, row });
    },
    onSaved,
  });
  const { register, errors } = form;
  const m = useMessages(offeringsMessages);
  const kinds = useMessages(kindMessages).offering;

  return (
    <SavingForm form={form} label={offering ? m.form.saveChanges : m.add}>
      <FormField label={m.form.kind} error={errors.kind?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("kind")}>
            {Object.entries(kinds).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={m.form.title} error={errors.title?.message}>
        {(control) => <Input {...control} {...register("title")} />}
      </FormField>
      <FormField label={m.form.description} error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...register("description")} />}
      </FormField>
      <FormField label={m.form.mode} error={errors.mode?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("mode")}>
            {OFFERING_MODES.map((value) => (
              <option key={value} value={value}>
                {m.modes[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={m.form.duration} error={errors.duration_minutes?.message}>
          {(control) => (
            <Input {...control} inputMode="numeric" {...register("duration_minutes")} />
          )}
        </FormField>
        <FormField label={m.form.price} error={errors.price_rupees?.message}>
          {(control) => <Input {...control} inputMode="decimal" {...register("price_rupees")} />}
        </FormField>
      </div>
      <FormField label={m.form.samagri} hint={m.form.samagriHint} error={errors.samagri?.message}>
        {(control) => <Textarea {...control} rows={3} {...register("samagri")} />}
      </FormField>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">{m.form.rule}</legend>
        <FormField label={m.form.freeUntil} error={errors.free_cancel_hours?.message}>
          {(control) => (
            <Input {...control} inputMode="numeric" {...register("free_cancel_hours")} />
          )}
        </FormField>
        <FormField label={m.form.kept} error={errors.kept_percent?.message}>
          {(control) => <Input {...control} inputMode="numeric" {...register("kept_percent")} />}
        </FormField>
      </fieldset>
    </SavingForm>
  );
}
