import { classed } from "@/lib/utils";

/** The browser's own select, styled like Input: keyboard and screen-reader behaviour for free. */
export const NativeSelect = classed(
  "select",
  "flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm",
);
