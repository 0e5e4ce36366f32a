import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A table's header row: one heading a column, spaced from the next; `alignRight` names the number columns by index. */
export function ColumnHeadings({
  headings,
  alignRight = [],
}: {
  headings: ReactNode[];
  alignRight?: number[];
}) {
  return (
    <thead>
      <tr className="border-b border-border">
        {headings.map((heading, index) => (
          <th
            // The columns are fixed: their place is their identity.
            key={index}
            scope="col"
            className={cn(
              "py-2",
              index < headings.length - 1 && "pr-3",
              alignRight.includes(index) && "text-right",
            )}
          >
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
