import { classed } from "@/lib/utils";

export const Textarea = classed(
  "textarea",
  "flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm",
);
