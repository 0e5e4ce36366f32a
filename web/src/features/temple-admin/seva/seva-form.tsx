import { recordFields } from "@/components/record-fields";
import { SavingForm } from "@/components/saving-form";
import { InputField, TextareaField } from "@/components/labelled-fields";
import { useMessages } from "@/lib/i18n/use-messages";
import { useSavingForm } from "@/lib/use-saving-form";
import { sevaMessages } from "./messages";
import type { AdminSevaProgram } from "./admin-seva-program";
import { saveSevaProgram, useSevaMutation } from "./seva-api";
import { sevaSchema, sevaValuesOf } from "./seva-schema";
import type { TempleRecordFormProps } from "../temple-record-form-props";

/** Adds or edits one seva program; raised and sponsors come from donations, never from here. */
export function SevaForm({
  templeId,
  program,
  onSaved,
}: TempleRecordFormProps<"program", AdminSevaProgram>) {
  const save = useSevaMutation(saveSevaProgram);
  const form = useSavingForm({
    schema: sevaSchema,
    defaultValues: sevaValuesOf(program),
    save: (values) => save.mutateAsync({ templeId, values, id: program?.id }),
    onSaved,
  });
  const { register } = form;
  const field = recordFields(form);
  const messages = useMessages(sevaMessages);
  const m = messages.form;
  return (
    <SavingForm form={form} label={program ? m.save : messages.create}>
      <InputField label={m.name} {...field("title")} />
      <InputField
        label={m.goal}
        hint={m.wholeRupees}
        inputMode="numeric"
        {...field("goal_rupees")}
      />
      <TextareaField label={m.what} rows={3} {...field("description")} />
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-5" {...register("active")} />
        {m.accepting}
      </label>
    </SavingForm>
  );
}
