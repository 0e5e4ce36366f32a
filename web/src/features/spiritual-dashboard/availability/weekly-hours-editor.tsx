import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { formatTime } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import type { AvailabilityChange } from "./change-availability";
import type { WeeklyHours } from "./list-weekly-hours";
import { availabilityMessages } from "./messages";

/** Monday first, as a week is read in India; the numbers are Postgres's (0 = Sunday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

const weekly = () => messagesOf(availabilityMessages).weekly;

const hoursSchema = z
  .object({
    weekday: z.string(),
    start: z.string().regex(/^\d{2}:\d{2}$/, { error: () => weekly().startRequired }),
    end: z.string().regex(/^\d{2}:\d{2}$/, { error: () => weekly().endRequired }),
  })
  .refine((hours) => hours.start < hours.end, {
    path: ["end"],
    error: () => weekly().endAfterStart,
  });

type HoursValues = z.infer<typeof hoursSchema>;

const overlaps = (hours: HoursValues, rule: WeeklyHours) =>
  String(rule.weekday) === hours.weekday &&
  hours.start < rule.end_time.slice(0, 5) &&
  rule.start_time.slice(0, 5) < hours.end;

/** Weekly hours per weekday; two ranges on one day leave a break between them. */
export function WeeklyHoursEditor({
  rules,
  onChange,
}: {
  rules: readonly WeeklyHours[];
  onChange: (change: AvailabilityChange) => Promise<void>;
}) {
  const { register, handleSubmit, formState, setError, reset } = useForm<HoursValues>({
    resolver: zodResolver(hoursSchema),
    defaultValues: { weekday: "1", start: "09:00", end: "13:00" },
  });
  const { errors } = formState;
  const m = useMessages(availabilityMessages).weekly;

  async function add(hours: HoursValues) {
    if (rules.some((rule) => overlaps(hours, rule))) {
      setError("end", { message: m.overlap });
      return;
    }
    try {
      await onChange({ ...hours, add: "weekly-hours", weekday: Number(hours.weekday) });
      reset(hours);
    } catch (error) {
      setError("root", { message: describeServerError(error) });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.heading}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2">
          {WEEKDAYS.map((weekday) => {
            const name = m.weekdays[weekday];
            const ranges = rules.filter((rule) => rule.weekday === weekday);
            return (
              <li key={weekday} className="flex flex-wrap items-center gap-2">
                <span className="w-28 font-medium">{name}</span>
                {ranges.length === 0 && <span className="text-muted-foreground">{m.closed}</span>}
                {ranges.map((rule) => {
                  const label = `${formatTime(rule.start_time.slice(0, 5))}–${formatTime(rule.end_time.slice(0, 5))}`;
                  return (
                    <span
                      key={rule.id}
                      className="inline-flex items-center gap-1 rounded-full border border-border py-0.5 pl-3"
                    >
                      {label}
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={m.remove(name ?? "", label)}
                        onClick={() => void onChange({ remove: "weekly-hours", id: rule.id })}
                      >
                        ×
                      </Button>
                    </span>
                  );
                })}
              </li>
            );
          })}
        </ul>
        <form
          noValidate
          onSubmit={handleSubmit(add)}
          className="grid items-end gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
        >
          <FormField label={m.day} error={errors.weekday?.message}>
            {(control) => (
              <NativeSelect {...control} {...register("weekday")}>
                {WEEKDAYS.map((weekday) => (
                  <option key={weekday} value={weekday}>
                    {m.weekdays[weekday]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={m.from} error={errors.start?.message}>
            {(control) => <Input {...control} type="time" {...register("start")} />}
          </FormField>
          <FormField label={m.until} error={errors.end?.message}>
            {(control) => <Input {...control} type="time" {...register("end")} />}
          </FormField>
          <Button type="submit" disabled={formState.isSubmitting}>
            {m.add}
          </Button>
          {errors.root && (
            <p role="alert" className="text-sm text-destructive sm:col-span-4">
              {errors.root.message}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
