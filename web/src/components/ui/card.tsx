import type { ComponentProps } from "react";
import { classed, cn } from "@/lib/utils";

export const Card = classed(
  "div",
  "flex flex-col rounded-lg border border-border bg-card text-card-foreground shadow-sm",
);

export const CardHeader = classed("div", "flex flex-col gap-1.5 p-5");

/** A card title is a heading; pass `as` to keep the page's heading order. */
export function CardTitle({
  className,
  as: Heading = "h3",
  ...props
}: ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" }) {
  return <Heading className={cn("text-lg leading-snug font-bold", className)} {...props} />;
}

export const CardDescription = classed("p", "text-sm text-muted-foreground");

export const CardContent = classed("div", "px-5 pb-5");

export const CardFooter = classed("div", "mt-auto flex items-center gap-2 px-5 pb-5");
