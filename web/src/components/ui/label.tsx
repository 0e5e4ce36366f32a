import { Label as LabelPrimitive } from "radix-ui";
import { classed } from "@/lib/utils";

export const Label = classed(
  LabelPrimitive.Root,
  "text-sm leading-none font-medium text-foreground",
);
