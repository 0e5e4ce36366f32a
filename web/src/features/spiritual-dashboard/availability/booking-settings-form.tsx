import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { recordFields } from "@/components/record-fields";
import { InputField, SelectField } from "@/components/labelled-fields";
import { TitledCard } from "@/components/titled-card";
import { toast } from "@/components/ui/use-toast";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import type { MyProvider } from "../api/get-my-provider";
import { availabilityMessages } from "./messages";
import { RowFormSubmit } from "./row-form-submit";
import { useSaveBookingSettings } from "./save-booking-settings";

/** Read when validating, so the message is in the language of that moment. */
const rules = () => messagesOf(availabilityMessages).rules;

const wholeNumber = (min: number, max: number, message: () => string) =>
  z
    .string()
    .regex(/^\d+$/, { error: message })
    .refine((value) => Number(value) >= min && Number(value) <= max, { error: message });

const settingsSchema = z.object({
  buffer_minutes: wholeNumber(0, 240, () => rules().bufferRange),
  booking_horizon_days: wholeNumber(1, 365, () => rules().horizonRange),
  time_zone: z.string().min(1),
});

type SettingsValues = z.infer<typeof settingsSchema>;

/** The browser's zone names, with the saved one first in case the browser spells it differently. */
function zoneOptions(current: string): string[] {
  return [...new Set([current, "Asia/Kolkata", ...Intl.supportedValuesOf("timeZone")])];
}

/** Buffer between bookings, how far ahead devotees may book, and the zone of the weekly hours. */
export function BookingSettingsForm({ provider }: { provider: MyProvider }) {
  const save = useSaveBookingSettings(provider.id);
  const m = useMessages(availabilityMessages).rules;
  const { register, handleSubmit, formState, setError } = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      buffer_minutes: String(provider.buffer_minutes),
      booking_horizon_days: String(provider.booking_horizon_days),
      time_zone: provider.time_zone,
    },
  });
  const field = recordFields({ register, formState });

  return (
    <TitledCard title={m.heading}>
      <form
        noValidate
        className="grid items-end gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
        onSubmit={handleSubmit(async (values) => {
          try {
            await save.mutateAsync({
              buffer_minutes: Number(values.buffer_minutes),
              booking_horizon_days: Number(values.booking_horizon_days),
              time_zone: values.time_zone,
            });
            toast({ title: rules().saved });
          } catch (error) {
            setError("root", { message: describeServerError(error) });
          }
        })}
      >
        <InputField label={m.buffer} inputMode="numeric" {...field("buffer_minutes")} />
        <InputField label={m.horizon} inputMode="numeric" {...field("booking_horizon_days")} />
        <SelectField label={m.zone} {...field("time_zone")}>
          {zoneOptions(provider.time_zone).map((zone) => (
            // Zone names are identifiers, shown as the browser knows them.
            <option key={zone} value={zone} translate="no">
              {zone}
            </option>
          ))}
        </SelectField>
        <RowFormSubmit label={m.save} formState={formState} />
      </form>
    </TitledCard>
  );
}
