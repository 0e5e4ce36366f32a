import { useState } from "react";
import { Button } from "@/components/ui/button";

const PAGE_SIZE = 20;

/**
 * A list read whole but shown 20 rows at a time: the rows to show now, and the button that shows
 * 20 more (null once every row is shown).
 */
export function useShownRows<Row>(
  rows: readonly Row[],
  { label, className }: { label: string; className?: string },
) {
  const [shown, setShown] = useState(PAGE_SIZE);
  return {
    shownRows: rows.slice(0, shown),
    showMore:
      rows.length > shown ? (
        <Button
          type="button"
          variant="outline"
          className={className}
          onClick={() => setShown((count) => count + PAGE_SIZE)}
        >
          {label}
        </Button>
      ) : null,
  };
}
