import type { ComponentProps } from "react";
import { useMessages } from "@/lib/i18n/use-messages";
import { cn } from "@/lib/utils";
import { uiMessages } from "./messages";

/** A busy indicator announced as a status; `label` is read by screen readers (shown with `showLabel`). */
export function Spinner({
  className,
  label,
  showLabel = false,
  ...props
}: ComponentProps<"div"> & { label?: string; showLabel?: boolean }) {
  const m = useMessages(uiMessages);
  return (
    <div role="status" className={cn("flex items-center justify-center", className)} {...props}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary motion-reduce:animate-[spin_3s_linear_infinite]"
      />
      <span className={showLabel ? undefined : "sr-only"}>{label ?? m.loading}</span>
    </div>
  );
}
