import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { formatDate } from "@/lib/format";
import { describeServerError } from "@/lib/server-error";
import type { AvailabilityChange } from "./change-availability";
import type { DayOff } from "./list-days-off";
import { zonedDate, zonedDayRange } from "./zoned-day";

const dayOffSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date"),
  reason: z.string().trim().max(300, "Keep the reason under 300 characters"),
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
  const { errors } = formState;

  async function add({ date, reason }: DayOffValues) {
    if (date < today) {
      setError("date", { message: "Choose today or a later day" });
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
    <Card>
      <CardHeader>
        <CardTitle as="h2">Days off</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {daysOff.length === 0 ? (
          <p className="text-muted-foreground">No days off planned.</p>
        ) : (
          <ul className="grid gap-2">
            {daysOff.map((day) => {
              const label = formatDate(zonedDate(day.start, zone));
              return (
                <li key={day.id} className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{label}</span>
                  {day.reason && <span className="text-muted-foreground">{day.reason}</span>}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove day off ${label}`}
                    onClick={() => void onChange({ remove: "day-off", id: day.id })}
                  >
                    Remove
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
          <FormField label="Day off" error={errors.date?.message}>
            {(control) => <Input {...control} type="date" min={today} {...register("date")} />}
          </FormField>
          <FormField label="Reason (only you see it)" error={errors.reason?.message}>
            {(control) => <Input {...control} {...register("reason")} />}
          </FormField>
          <Button type="submit" disabled={formState.isSubmitting}>
            Add day off
          </Button>
          {errors.root && (
            <p role="alert" className="text-sm text-destructive sm:col-span-3">
              {errors.root.message}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
