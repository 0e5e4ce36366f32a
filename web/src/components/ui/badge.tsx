import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const badgeVariants = cva(
  "inline-flex w-fit items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground",
        secondary: "bg-secondary text-secondary-foreground",
        destructive: "bg-destructive text-destructive-foreground",
        outline: "border border-border bg-card text-foreground",
        muted: "bg-muted text-foreground",
      },
      // Long labels ("Verified since 24 Nov 2026") wrap on a narrow phone; short ones never do.
      wrap: { true: "whitespace-normal", false: "whitespace-nowrap" },
    },
    defaultVariants: { variant: "default", wrap: false },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, wrap, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant, wrap }), className)} {...props} />;
}
