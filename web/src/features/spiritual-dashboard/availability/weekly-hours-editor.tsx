import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { formatTime } from "@/lib/format";
import { describeServerError } from "@/lib/server-error";
import type { AvailabilityChange } from "./change-availability";
import type { WeeklyHours } from "./list-weekly-hours";

/** Monday first, as a week is read in India; the numbers are Postgres's (0 = Sunday). */
export const WEEKDAYS = [
  [1, "Monday"],
  [2, "Tuesday"],
  [3, "Wednesday"],
  [4, "Thursday"],
  [5, "Friday"],
  [6, "Saturday"],
  [0, "Sunday"],
] as const;

const hoursSchema = z
  .object({
    weekday: z.string(),
    start: z.string().regex(/^\d{2}:\d{2}$/, "Enter a start time"),
    end: z.string().regex(/^\d{2}:\d{2}$/, "Enter an end time"),
  })
  .refine((hours) => hours.start < hours.end, {
    path: ["end"],
    message: "End after the start; add a second range for hours past midnight",
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

  async function add(hours: HoursValues) {
    if (rules.some((rule) => overlaps(hours, rule))) {
      setError("end", { message: "These hours overlap hours you already have on that day" });
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
        <CardTitle as="h2">Weekly hours</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2">
          {WEEKDAYS.map(([weekday, name]) => {
            const ranges = rules.filter((rule) => rule.weekday === weekday);
            return (
              <li key={weekday} className="flex flex-wrap items-center gap-2">
                <span className="w-28 font-medium">{name}</span>
                {ranges.length === 0 && <span className="text-muted-foreground">Closed</span>}
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
                        aria-label={`Remove ${name} ${label}`}
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
          <FormField label="Day" error={errors.weekday?.message}>
            {(control) => (
              <NativeSelect {...control} {...register("weekday")}>
                {WEEKDAYS.map(([weekday, name]) => (
                  <option key={weekday} value={weekday}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="From" error={errors.start?.message}>
            {(control) => <Input {...control} type="time" {...register("start")} />}
          </FormField>
          <FormField label="Until" error={errors.end?.message}>
            {(control) => <Input {...control} type="time" {...register("end")} />}
          </FormField>
          <Button type="submit" disabled={formState.isSubmitting}>
            Add hours
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
