import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { recordFields } from "@/components/record-fields";
import { InputField, SelectField } from "@/components/labelled-fields";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/titled-card";
import { formatTime } from "@/lib/format";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeServerError } from "@/lib/server-error";
import type { AvailabilityChange } from "./change-availability";
import type { WeeklyHours } from "./list-weekly-hours";
import { availabilityMessages } from "./messages";
import { RowFormSubmit } from "./row-form-submit";

/** Monday first, as a week is read in India; the numbers are Postgres's (0 = Sunday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

const weekly = () => messagesOf(availabilityMessages).weekly;

const hoursSchema = z
  .object({
    weekday: z.string(),
    everyDay: z.boolean(),
    start: z.string().regex(/^\d{2}:\d{2}$/, { error: () => weekly().startRequired }),
    end: z.string().regex(/^\d{2}:\d{2}$/, { error: () => weekly().endRequired }),
  })
  .refine((hours) => hours.start < hours.end, {
    path: ["end"],
    error: () => weekly().endAfterStart,
  });

type HoursValues = z.infer<typeof hoursSchema>;

interface Range {
  weekday: number;
  start: string;
  end: string;
}

const overlaps = (range: Range, rule: WeeklyHours) =>
  rule.weekday === range.weekday &&
  range.start < rule.end_time.slice(0, 5) &&
  rule.start_time.slice(0, 5) < range.end;

/** The ranges that fit: those overlapping no hours the day already has. */
const fitting = (ranges: Range[], rules: readonly WeeklyHours[]) =>
  ranges.filter((range) => !rules.some((rule) => overlaps(range, rule)));

/** Weekly hours per weekday; two ranges on one day leave a break between them. */
export function WeeklyHoursEditor({
  rules,
  onChange,
}: {
  rules: readonly WeeklyHours[];
  onChange: (change: AvailabilityChange) => Promise<void>;
}) {
  const { register, handleSubmit, formState, setError, reset, control } = useForm<HoursValues>({
    resolver: zodResolver(hoursSchema),
    defaultValues: { weekday: "1", everyDay: false, start: "09:00", end: "13:00" },
  });
  const field = recordFields({ register, formState });
  const everyDay = useWatch({ control, name: "everyDay" });
  const m = useMessages(availabilityMessages).weekly;
  const [copyNote, setCopyNote] = useState<{ text: string; isError: boolean } | null>(null);

  async function add(hours: HoursValues) {
    const { start, end } = hours;
    if (hours.everyDay) {
      // One action for the whole week; days already busy at those times keep their hours.
      const ranges = fitting(
        WEEKDAYS.map((weekday) => ({ weekday, start, end })),
        rules,
      );
      if (ranges.length === 0) {
        setError("end", { message: m.everyDayOverlap });
        return;
      }
      return save({ add: "weekly-hours-list", ranges }, hours);
    }
    const weekday = Number(hours.weekday);
    if (fitting([{ weekday, start, end }], rules).length === 0) {
      setError("end", { message: m.overlap });
      return;
    }
    return save({ add: "weekly-hours", weekday, start, end }, hours);
  }

  async function save(change: AvailabilityChange, hours: HoursValues) {
    try {
      await onChange(change);
      reset(hours);
    } catch (error) {
      setError("root", { message: describeServerError(error) });
    }
  }

  async function copyToOtherDays(from: number, name: string) {
    const ranges = fitting(
      WEEKDAYS.filter((weekday) => weekday !== from).flatMap((weekday) =>
        rules
          .filter((rule) => rule.weekday === from)
          .map((rule) => ({
            weekday,
            start: rule.start_time.slice(0, 5),
            end: rule.end_time.slice(0, 5),
          })),
      ),
      rules,
    );
    if (ranges.length === 0) {
      setCopyNote({ text: m.nothingToCopy, isError: false });
      return;
    }
    try {
      await onChange({ add: "weekly-hours-list", ranges });
      setCopyNote({ text: m.copied(name), isError: false });
    } catch (error) {
      setCopyNote({ text: describeServerError(error), isError: true });
    }
  }

  return (
    <TitledCard title={m.heading} className="grid gap-4">
      <ul className="grid gap-2">
        {WEEKDAYS.map((weekday) => {
          const name = m.weekdays[weekday];
          const ranges = rules.filter((rule) => rule.weekday === weekday);
          return (
            <li key={weekday} className="flex min-w-0 flex-wrap items-center gap-2">
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
              {ranges.length > 0 && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={m.copyLabel(name ?? "")}
                  onClick={() => void copyToOtherDays(weekday, name ?? "")}
                >
                  {m.copy}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {copyNote && (
        <p
          role={copyNote.isError ? "alert" : "status"}
          className={copyNote.isError ? "text-sm text-destructive" : "text-sm"}
        >
          {copyNote.text}
        </p>
      )}
      <form
        noValidate
        onSubmit={handleSubmit(add)}
        className="grid items-end gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
      >
        <label className="flex min-h-11 items-center gap-2 sm:col-span-4">
          <input type="checkbox" className="size-5" {...register("everyDay")} />
          {m.everyDay}
        </label>
        {/* Every day: the day is not asked (the field keeps its value for when it returns). */}
        {everyDay ? null : (
          <SelectField label={m.day} {...field("weekday")}>
            {WEEKDAYS.map((weekday) => (
              <option key={weekday} value={weekday}>
                {m.weekdays[weekday]}
              </option>
            ))}
          </SelectField>
        )}
        <InputField label={m.from} type="time" {...field("start")} />
        <InputField label={m.until} type="time" {...field("end")} />
        <RowFormSubmit label={m.add} formState={formState} />
      </form>
    </TitledCard>
  );
}
