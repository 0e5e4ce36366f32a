import { kindMessages } from "@/content/kinds.messages";
import type { OfferingKind } from "@/content/offering-kinds";
import { recordFields } from "@/components/record-fields";
import { InputField, SelectField, TextareaField } from "@/components/labelled-fields";
import { SavingForm } from "@/components/saving-form";
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
  const field = recordFields(form);
  const m = useMessages(offeringsMessages);
  const kinds = useMessages(kindMessages).offering;

  return (
    <SavingForm form={form} label={offering ? m.form.saveChanges : m.add}>
      <SelectField label={m.form.kind} {...field("kind")}>
        {Object.entries(kinds).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <InputField label={m.form.title} {...field("title")} />
      <TextareaField label={m.form.description} rows={3} {...field("description")} />
      <SelectField label={m.form.mode} {...field("mode")}>
        {OFFERING_MODES.map((value) => (
          <option key={value} value={value}>
            {m.modes[value]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={m.form.duration} inputMode="numeric" {...field("duration_minutes")} />
        <InputField label={m.form.price} inputMode="decimal" {...field("price_rupees")} />
      </div>
      <TextareaField
        label={m.form.samagri}
        hint={m.form.samagriHint}
        rows={3}
        {...field("samagri")}
      />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">{m.form.rule}</legend>
        <InputField label={m.form.freeUntil} inputMode="numeric" {...field("free_cancel_hours")} />
        <InputField label={m.form.kept} inputMode="numeric" {...field("kept_percent")} />
      </fieldset>
    </SavingForm>
  );
}
