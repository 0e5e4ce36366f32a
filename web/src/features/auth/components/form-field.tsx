import { type ComponentProps, type RefObject, useCallback, useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A labelled input whose error is shown beneath it, linked and announced. */
export function FormField({
  id,
  label,
  error,
  hint,
  ...inputProps
}: ComponentProps<typeof Input> & { id: string; label: string; error?: string; hint?: string }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The message of a failed request, above the submit button. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive" className="min-h-0">
      {message ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Returns a function that, once React has rendered the errors, moves focus to the first field
 * with an error, so screen readers read it with its label and message.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request, formRef]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
