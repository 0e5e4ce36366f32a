import { FormField } from "@/components/form-field";
import { SavingForm } from "@/components/saving-form";
import { InputField, TextareaField } from "@/components/text-fields";
import { NativeSelect } from "@/components/ui/native-select";
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
  const { register, errors } = form;
  const messages = useMessages(eventsMessages);
  const m = messages.form;
  const { eventKinds } = useMessages(templeAdminMessages);

  return (
    <SavingForm form={form} label={event ? m.save : messages.createEvent}>
      <InputField label={m.name} error={errors.title?.message} {...register("title")} />
      <FormField label={m.type} error={errors.kind?.message}>
        {(field) => (
          <NativeSelect {...field} {...register("kind")}>
            {Object.entries(eventKinds).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={m.date} error={errors.date?.message} type="date" {...register("date")} />
        <InputField
          label={m.startTime}
          error={errors.time?.message}
          type="time"
          {...register("time")}
        />
        <InputField
          label={m.duration}
          error={errors.duration_minutes?.message}
          inputMode="numeric"
          {...register("duration_minutes")}
        />
        <InputField
          label={m.places}
          hint={m.noLimit}
          error={errors.capacity?.message}
          inputMode="numeric"
          {...register("capacity")}
        />
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-5" {...register("registration_open")} />
        {m.registrationOpen}
      </label>
      <TextareaField
        label={m.description}
        error={errors.description?.message}
        rows={3}
        {...register("description")}
      />
    </SavingForm>
  );
}
