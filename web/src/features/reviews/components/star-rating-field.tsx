import { useEffect, useId, useRef } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { reviewMessages } from "../messages";
import { RATINGS } from "../schemas";

/**
 * 1 to 5 stars as a native radio group: Tab reaches it, the arrow keys choose, and each star is
 * named "1 star" … "5 stars". The stars up to the chosen one are filled.
 */
export function StarRatingField({
  legend,
  value,
  registration,
  error,
  focusOnOpen = false,
}: {
  legend: string;
  value: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** Focus the chosen star (or the first) on opening, where Tab would land in the group. */
  focusOnOpen?: boolean;
}) {
  const m = useMessages(reviewMessages).stars;
  const id = useId();
  const stars = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusOnOpen) return;
    const group = stars.current;
    (
      group?.querySelector<HTMLInputElement>("input:checked") ??
      group?.querySelector<HTMLInputElement>("input")
    )?.focus();
  }, [focusOnOpen]);
  const chosen = Number(value) || 0;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div ref={stars} className="flex flex-wrap gap-1">
        {RATINGS.map((rating) => {
          const count = Number(rating);
          const isFilled = count <= chosen;
          return (
            <label
              key={rating}
              htmlFor={`${id}-${rating}`}
              className="flex size-11 cursor-pointer items-center justify-center rounded-md text-3xl leading-none has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring"
            >
              <input
                id={`${id}-${rating}`}
                type="radio"
                value={rating}
                className="sr-only"
                {...registration}
              />
              <span
                aria-hidden="true"
                className={cn(isFilled ? "text-primary" : "text-muted-foreground")}
              >
                {isFilled ? "★" : "☆"}
              </span>
              <span className="sr-only">{m.name(count)}</span>
            </label>
          );
        })}
      </div>
      <p className="text-sm text-muted-foreground">{chosen ? m.chosen(chosen) : m.choose}</p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
