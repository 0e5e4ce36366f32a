import { useFieldArray } from "react-hook-form";
import { recordFields } from "@/components/record-fields";
import { SavingForm } from "@/components/saving-form";
import { InputField, TextareaField } from "@/components/labelled-fields";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import { useSavingForm } from "@/lib/use-saving-form";
import type { AdminTempleEvent } from "../events/event-schema";
import { saveKathaSeries, useEventMutation } from "../events/temple-events-api";
import { kathaMessages } from "./messages";
import { kathaInputOf, kathaSchema, kathaValuesOf } from "./katha-schema";
import type { TempleRecordFormProps } from "../temple-record-form-props";

/** Adds or edits a katha series: its speaker and each dated session, in IST. */
export function KathaForm({
  templeId,
  series,
  onSaved,
}: TempleRecordFormProps<"series", AdminTempleEvent>) {
  const save = useEventMutation(saveKathaSeries);
  const form = useSavingForm({
    schema: kathaSchema,
    defaultValues: kathaValuesOf(series),
    save: (values) => save.mutateAsync(kathaInputOf(values, templeId, series?.id)),
    onSaved,
  });
  const { errors, control } = form;
  const field = recordFields(form);
  const sessions = useFieldArray({ control, name: "sessions" });
  const m = useMessages(kathaMessages);
  return (
    <SavingForm form={form} label={series ? m.save : m.create}>
      <InputField label={m.name} {...field("title")} />
      <InputField label={m.speaker} {...field("speaker")} />
      <InputField label={m.places} hint={m.noLimit} inputMode="numeric" {...field("capacity")} />
      <TextareaField label={m.description} rows={3} {...field("description")} />
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">{m.sessions}</legend>
        {sessions.fields.map((session, index) => (
          <div
            key={session.id}
            role="group"
            aria-label={m.session(index + 1)}
            className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
          >
            <InputField label={m.date} type="date" {...field(`sessions.${index}.date`)} />
            <InputField label={m.time} type="time" {...field(`sessions.${index}.time`)} />
            <InputField label={m.topic} {...field(`sessions.${index}.topic`)} />
            <Button
              type="button"
              variant="ghost"
              disabled={sessions.fields.length === 1}
              onClick={() => sessions.remove(index)}
            >
              {m.remove}
              <span className="sr-only">{m.removeSession(index + 1)}</span>
            </Button>
          </div>
        ))}
        {errors.sessions?.root?.message || errors.sessions?.message ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.sessions?.root?.message ?? errors.sessions?.message}
          </p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={sessions.fields.length >= 60}
          onClick={() => sessions.append({ date: "", time: "18:00", topic: "" })}
        >
          {m.addSession}
        </Button>
      </fieldset>
    </SavingForm>
  );
}
