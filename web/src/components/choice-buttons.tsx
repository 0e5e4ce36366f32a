import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * Two answers side by side, the main one first and the other in outline, both held while the
 * change either makes is pending. Without `onPrimary` the main one submits its form.
 */
export function ChoiceButtons({
  isPending,
  primary,
  onPrimary,
  secondary,
  onSecondary,
}: {
  isPending: boolean;
  primary: ReactNode;
  onPrimary?: () => void;
  secondary: ReactNode;
  onSecondary: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type={onPrimary ? "button" : "submit"} disabled={isPending} onClick={onPrimary}>
        {primary}
      </Button>
      <Button type="button" variant="outline" disabled={isPending} onClick={onSecondary}>
        {secondary}
      </Button>
    </div>
  );
}
