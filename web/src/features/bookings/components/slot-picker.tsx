import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { Slot } from "@/lib/available-slots";
import { formatIstClock, formatIstDateTime, istHourOf } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { bookingMessages } from "../messages";

type DayPart = "morning" | "afternoon" | "evening";

/** Before noon, noon to 5 pm, from 5 pm: on India's clock. */
function dayPartOf(slot: Slot): DayPart {
  const hour = istHourOf(slot.starts_at);
  return hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";
}

/**
 * The free times of one day as one radio group, laid out as a compact grid under Morning,
 * Afternoon and Evening (IST); arrow keys move through all of them. Each time shows its clock
 * and is named in full (day, time, the viewer's own time when it differs).
 */
export function SlotPicker({
  slots,
  selected,
  onSelect,
  onRetry,
  error,
  isPending,
  invalid,
}: {
  slots: readonly Slot[] | undefined;
  selected: string;
  onSelect: (startsAt: string) => void;
  onRetry: () => void;
  error: unknown;
  isPending: boolean;
  invalid?: string;
}) {
  const m = useMessages(bookingMessages).slots;
  const parts = (["morning", "afternoon", "evening"] as const)
    .map((part) => ({ part, slots: (slots ?? []).filter((slot) => dayPartOf(slot) === part) }))
    .filter((group) => group.slots.length > 0);
  return (
    <fieldset className="grid gap-2" aria-describedby={invalid ? "slot-error" : undefined}>
      <legend className="mb-1 font-semibold">{m.legend}</legend>
      {isPending ? (
        <Spinner label={m.loading} showLabel className="justify-start" />
      ) : error ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : !slots || slots.length === 0 ? (
        <p className="text-muted-foreground">{m.none}</p>
      ) : (
        <div className="grid gap-3">
          {parts.map(({ part, slots: partSlots }) => (
            <div
              key={part}
              role="group"
              aria-labelledby={`slot-part-${part}`}
              className="grid gap-1"
            >
              <p id={`slot-part-${part}`} className="text-sm text-muted-foreground">
                {m.parts[part]}
              </p>
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6">
                {partSlots.map((slot) => (
                  <label
                    key={slot.starts_at}
                    className={cn(
                      "flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-border px-1 py-2 text-center text-sm whitespace-nowrap has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring",
                      selected === slot.starts_at && "border-primary bg-accent font-semibold",
                    )}
                  >
                    <input
                      type="radio"
                      name="slot"
                      value={slot.starts_at}
                      checked={selected === slot.starts_at}
                      onChange={() => onSelect(slot.starts_at)}
                      // The full time, which holds the clock shown: the day and the viewer's time.
                      aria-label={formatIstDateTime(slot.starts_at)}
                      className="sr-only"
                    />
                    {formatIstClock(slot.starts_at)}
                  </label>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
      {invalid ? (
        <p id="slot-error" className="text-sm text-destructive">
          {invalid}
        </p>
      ) : null}
    </fieldset>
  );
}
