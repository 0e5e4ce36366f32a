import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A busy indicator announced as a status; `label` is read by screen readers (shown with `showLabel`). */
export function Spinner({
  className,
  label = "Loading",
  showLabel = false,
  ...props
}: ComponentProps<"div"> & { label?: string; showLabel?: boolean }) {
  return (
    <div role="status" className={cn("flex items-center justify-center", className)} {...props}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary motion-reduce:animate-[spin_3s_linear_infinite]"
      />
      <span className={showLabel ? undefined : "sr-only"}>{label}</span>
    </div>
  );
}
