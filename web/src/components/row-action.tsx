import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** A small button beside one row of a list that acts on that row; its words name the row for screen readers. */
export function RowAction(props: Omit<ComponentProps<typeof Button>, "type" | "size">) {
  return <Button type="button" size="sm" {...props} />;
}
