import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { Slot } from "@/lib/available-slots";
import { formatIstDateTime } from "@/lib/format";
import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { bookingMessages } from "../messages";

/** The free times of one day as a radio group; arrow keys move between them. */
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
        <div className="flex flex-wrap gap-2">
          {slots.map((slot) => (
            <label
              key={slot.starts_at}
              className={cn(
                "cursor-pointer rounded-md border border-border px-3 py-2 text-sm has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring",
                selected === slot.starts_at && "border-primary bg-accent font-semibold",
              )}
            >
              <input
                type="radio"
                name="slot"
                value={slot.starts_at}
                checked={selected === slot.starts_at}
                onChange={() => onSelect(slot.starts_at)}
                className="sr-only"
              />
              {formatIstDateTime(slot.starts_at)}
            </label>
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
