import { recordFields } from "@/components/record-fields";
import { InputField, SelectField, TextareaField } from "@/components/labelled-fields";
import { SavingForm } from "@/components/saving-form";
import { useMessages } from "@/lib/i18n/use-messages";
import { useSavingForm } from "@/lib/use-saving-form";
import { templeAdminMessages } from "../messages";
import { type AdminTempleEvent, eventSchema, eventValuesOf } from "./event-schema";
import { eventsMessages } from "./messages";
import { saveTempleEvent, useEventMutation } from "./temple-events-api";
import type { TempleRecordFormProps } from "../temple-record-form-props";

/** Adds or edits one event; times are entered in IST. */
export function EventForm({
  templeId,
  event,
  onSaved,
}: TempleRecordFormProps<"event", AdminTempleEvent>) {
  const save = useEventMutation(saveTempleEvent);
  const form = useSavingForm({
    schema: eventSchema,
    defaultValues: eventValuesOf(event),
    save: (values) => save.mutateAsync({ templeId, values, id: event?.id }),
    onSaved,
  });
  const { register } = form;
  const field = recordFields(form);
  const messages = useMessages(eventsMessages);
  const m = messages.form;
  const { eventKinds } = useMessages(templeAdminMessages);

  return (
    <SavingForm form={form} label={event ? m.save : messages.createEvent}>
      <InputField label={m.name} {...field("title")} />
      <SelectField label={m.type} {...field("kind")}>
        {Object.entries(eventKinds).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={m.date} type="date" {...field("date")} />
        <InputField label={m.startTime} type="time" {...field("time")} />
        <InputField label={m.duration} inputMode="numeric" {...field("duration_minutes")} />
        <InputField label={m.places} hint={m.noLimit} inputMode="numeric" {...field("capacity")} />
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-5" {...register("registration_open")} />
        {m.registrationOpen}
      </label>
      <TextareaField label={m.description} rows={3} {...field("description")} />
    </SavingForm>
  );
}
