import { FormField } from "@/components/form-field";
import { FormSubmit } from "@/components/form-submit";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useMessages } from "@/lib/i18n/use-messages";
import { useSavingForm } from "@/lib/use-saving-form";
import { templeAdminMessages } from "../messages";
import { type AdminTempleEvent, eventSchema, eventValuesOf } from "./event-schema";
import { eventsMessages } from "./messages";
import { saveTempleEvent, useEventMutation } from "./temple-events-api";

/** Adds or edits one event; times are entered in IST. */
export function EventForm({
  templeId,
  event,
  onSaved,
}: {
  templeId: string;
  event: AdminTempleEvent | null;
  onSaved: () => void;
}) {
  const save = useEventMutation(saveTempleEvent);
  const { register, errors, formState, onSubmit } = useSavingForm({
    schema: eventSchema,
    defaultValues: eventValuesOf(event),
    save: (values) => save.mutateAsync({ templeId, values, id: event?.id }),
    onSaved,
  });
  const messages = useMessages(eventsMessages);
  const m = messages.form;
  const { eventKinds } = useMessages(templeAdminMessages);

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit}>
      <FormField label={m.name} error={errors.title?.message}>
        {(field) => <Input {...field} {...register("title")} />}
      </FormField>
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
        <FormField label={m.date} error={errors.date?.message}>
          {(field) => <Input {...field} type="date" {...register("date")} />}
        </FormField>
        <FormField label={m.startTime} error={errors.time?.message}>
          {(field) => <Input {...field} type="time" {...register("time")} />}
        </FormField>
        <FormField label={m.duration} error={errors.duration_minutes?.message}>
          {(field) => <Input {...field} inputMode="numeric" {...register("duration_minutes")} />}
        </FormField>
        <FormField label={m.places} hint={m.noLimit} error={errors.capacity?.message}>
          {(field) => <Input {...field} inputMode="numeric" {...register("capacity")} />}
        </FormField>
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-5" {...register("registration_open")} />
        {m.registrationOpen}
      </label>
      <FormField label={m.description} error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={3} {...register("description")} />}
      </FormField>
      <FormSubmit
        error={errors.root?.message}
        isSubmitting={formState.isSubmitting}
        label={event ? m.save : messages.createEvent}
      />
    </form>
  );
}
