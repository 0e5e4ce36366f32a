import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { indiaDateOf } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { bookingTimeMessages } from "../time.messages";
import { lastBookableInstant, type TimedOffering, useBookableTimes } from "../use-bookable-times";
import { Field } from "./field";
import { SlotPicker } from "./slot-picker";

/** A date and one of its free times, then `onPick`: moving a booking or proposing a time. */
export function NewTimePicker({
  offering,
  horizonDays,
  initialDate,
  now,
  submitLabel,
  hint,
  isPending,
  error,
  onPick,
  onClose,
}: {
  offering: TimedOffering;
  horizonDays: number | undefined;
  initialDate: string;
  now: Date;
  submitLabel: string;
  hint: string;
  isPending: boolean;
  error: string | undefined;
  onPick: (startsAt: string) => void;
  onClose: () => void;
}) {
  const m = useMessages(bookingTimeMessages);
  const [date, setDate] = useState(initialDate);
  const [startsAt, setStartsAt] = useState("");
  const [isMissing, setMissing] = useState(false);
  const today = indiaDateOf(now);
  const slots = useBookableTimes(offering, /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : today);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(startsAt === "");
        if (startsAt) onPick(startsAt);
      }}
    >
      <p className="text-sm text-muted-foreground">{hint}</p>
      <Field id="new-time-date" label={m.date}>
        <Input
          id="new-time-date"
          type="date"
          min={today}
          max={indiaDateOf(lastBookableInstant(now, horizonDays))}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setStartsAt("");
          }}
        />
      </Field>
      <SlotPicker
        slots={slots.data}
        selected={startsAt}
        onSelect={(value) => {
          setStartsAt(value);
          setMissing(false);
        }}
        onRetry={() => void slots.refetch()}
        error={slots.error}
        isPending={slots.isPending}
        invalid={isMissing ? m.pickTime : undefined}
      />
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? m.moving : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {m.close}
        </Button>
      </div>
    </form>
  );
}
