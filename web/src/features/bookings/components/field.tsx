import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** A labelled form control with its hint and error, tied together for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria props for the control inside a Field. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

export const textAreaClass =
  "min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none";
