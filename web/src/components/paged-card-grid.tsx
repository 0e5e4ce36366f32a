import type { ReactNode } from "react";
import { LoadMoreButton } from "@/components/load-more-button";
import { QueryContent } from "@/components/query-content";

/** A paged list's rows read so far as a grid of cards with "Load more" under it, or its loading, failed or empty state. */
export function PagedCardGrid<TRow extends { id: string }>({
  query,
  rows,
  loading,
  spinnerClassName = "py-12",
  empty,
  moreLabel,
  children,
}: {
  query: Parameters<typeof QueryContent>[0]["query"] &
    Parameters<typeof LoadMoreButton>[0]["query"];
  /** The rows of the pages read so far. */
  rows: TRow[];
  loading: string;
  spinnerClassName?: string;
  empty: ReactNode;
  moreLabel: string;
  children: (row: TRow) => ReactNode;
}) {
  return (
    <QueryContent
      query={query}
      loading={loading}
      spinnerClassName={spinnerClassName}
      showLabel
      isEmpty={() => rows.length === 0}
      empty={empty}
    >
      {() => (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((row) => (
              <li key={row.id}>{children(row)}</li>
            ))}
          </ul>
          <LoadMoreButton query={query} label={moreLabel} />
        </>
      )}
    </QueryContent>
  );
}
