import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { recordFields } from "@/components/record-fields";
import { InputField } from "@/components/labelled-fields";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/titled-card";
import { formatDate } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import type { AvailabilityChange } from "./change-availability";
import type { DayOff } from "./list-days-off";
import { availabilityMessages } from "./messages";
import { RowFormSubmit } from "./row-form-submit";
import { zonedDate, zonedDayRange } from "./zoned-day";

const daysOff = () => messagesOf(availabilityMessages).daysOff;

const dayOffSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => daysOff().chooseDate }),
  reason: z
    .string()
    .trim()
    .max(300, { error: () => daysOff().reasonTooLong }),
});

type DayOffValues = z.infer<typeof dayOffSchema>;

/** Whole days away, in the provider's zone; devotees cannot book them. */
export function DaysOffEditor({
  daysOff,
  zone,
  today,
  onChange,
}: {
  daysOff: readonly DayOff[];
  zone: string;
  /** "2026-11-25" in the provider's zone: the earliest day that can be taken off. */
  today: string;
  onChange: (change: AvailabilityChange) => Promise<void>;
}) {
  const { register, handleSubmit, formState, setError, reset } = useForm<DayOffValues>({
    resolver: zodResolver(dayOffSchema),
    defaultValues: { date: "", reason: "" },
  });
  const field = recordFields({ register, formState });
  const m = useMessages(availabilityMessages).daysOff;

  async function add({ date, reason }: DayOffValues) {
    if (date < today) {
      setError("date", { message: m.notPast });
      return;
    }
    try {
      await onChange({ add: "day-off", ...zonedDayRange(date, zone), reason });
      reset();
    } catch (error) {
      setError("root", { message: describeServerError(error) });
    }
  }

  return (
    <TitledCard title={m.heading} className="grid gap-4">
      {daysOff.length === 0 ? (
        <p className="text-muted-foreground">{m.none}</p>
      ) : (
        <ul className="grid gap-2">
          {daysOff.map((day) => {
            const label = formatDate(zonedDate(day.start, zone));
            return (
              <li key={day.id} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{label}</span>
                {day.reason && (
                  <span className="text-muted-foreground" data-user-content>
                    {day.reason}
                  </span>
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={m.remove(label)}
                  onClick={() => void onChange({ remove: "day-off", id: day.id })}
                >
                  {m.removeButton}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        noValidate
        onSubmit={handleSubmit(add)}
        className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto]"
      >
        <InputField label={m.day} type="date" min={today} {...field("date")} />
        <InputField label={m.reason} {...field("reason")} />
        <RowFormSubmit label={m.add} formState={formState} />
      </form>
    </TitledCard>
  );
}
